/*
|--------------------------------------------------------------------------
| JavaScript entrypoint for running ace commands
|--------------------------------------------------------------------------
|
| Registers the TypeScript hook so ace can import the app's TS files
| without a build step.
*/
import 'ts-node-maintained/register/esm'
await import('./bin/console.js')
