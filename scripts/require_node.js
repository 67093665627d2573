/*
|--------------------------------------------------------------------------
| Supported Node.js versions, checked before anything else loads
|--------------------------------------------------------------------------
| Imported first by `ace.js` (npm test, migrations, …) and `scripts/start.js`
| (npm start), so an unsupported runtime stops with one sentence instead of a
| stack trace from deep inside a dependency. Plain JavaScript that an old Node
| can still parse. Keep in step with `engines` in package.json and `.nvmrc`.
*/
const SUPPORTED = 'Node.js 22 (22.13 or later) or 24'

/**
 * What to tell someone running `version`: `stop` when it cannot work (the
 * dependencies need 22.13+), `note` when it is a line nobody tests here.
 */
export function nodeVersionVerdict(version) {
  const [major, minor] = version.split('.').map(Number)
  if (major < 22 || (major === 22 && minor < 13)) {
    return {
      stop:
        `This project needs ${SUPPORTED}; you have ${version}: ` +
        'install one with nvm, fnm, Volta or from https://nodejs.org (see the README).',
    }
  }
  if (major !== 22 && major !== 24) {
    return { note: `Note: this project is tested on ${SUPPORTED}; you have ${version}.` }
  }
  return {}
}

const verdict = nodeVersionVerdict(process.versions.node)
if (verdict.stop) {
  process.stderr.write(`${verdict.stop}\n`)
  process.exit(1)
}
if (verdict.note && !process.env.NODE_VERSION_NOTE_SHOWN) {
  // Child processes (build, migrations, server) inherit the flag: say it once.
  process.env.NODE_VERSION_NOTE_SHOWN = '1'
  process.stderr.write(`${verdict.note}\n`)
}
