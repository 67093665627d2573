import { pathToFileURL } from 'node:url'
import app from '@adonisjs/core/services/app'
import { SSR_ENTRYPOINT } from '#config/inertia'

export type ServerRendered = { head: string[]; body: string }
type Render = (page: object) => Promise<ServerRendered>

/** Where `node ace build` puts the server-render bundle, relative to the build. */
export const ssrBundlePath = () => app.makePath('ssr/ssr.js')

let bundled: Promise<Render> | undefined
let fromSource: Promise<{ import(path: string): Promise<{ default: Render }> }> | undefined

/**
 * The server render the Inertia adapter uses, for a page object built
 * outside of it (#http/lookup_pages): the built bundle in production (the
 * very module the adapter imports, so its memo of renders is shared), the
 * source through Vite's module runner in development and tests.
 */
export async function renderOnServer(page: object): Promise<ServerRendered> {
  const vite = await app.container.make('vite')
  if (vite.getDevServer()) {
    fromSource ??= vite.createModuleRunner()
    const runner = await fromSource
    const module = await runner.import(app.makePath(SSR_ENTRYPOINT))
    return module.default(page)
  }
  bundled ??= import(pathToFileURL(ssrBundlePath()).href).then((module) => module.default)
  return (await bundled)(page)
}
