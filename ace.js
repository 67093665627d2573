/*
|--------------------------------------------------------------------------
| JavaScript entrypoint for running ace commands
|--------------------------------------------------------------------------
|
| Stops on an unsupported Node.js first, then registers the TypeScript hook
| so ace can import the app's TS files without a build step.
*/
import './scripts/require_node.js'
import 'ts-node-maintained/register/esm'
await import('./bin/console.js')
