import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'

/*
 * In production the SSR bundle (every page, Mantine, React) is imported on
 * the first server-rendered request, which then takes about two seconds.
 * Importing it once the server is up moves that cost out of the first
 * visitor's way; the Inertia adapter's own import then resolves from the
 * module cache, since both name the same file (where `node ace build` puts
 * the server-render bundle).
 */
if (app.inProduction && app.getEnvironment() === 'web') {
  const bundle = app.makePath('ssr/ssr.js')
  if (existsSync(bundle)) {
    app.ready(() => {
      import(pathToFileURL(bundle).href).catch((error) =>
        logger.warn({ err: error }, 'could not preload the SSR bundle')
      )
    })
  }
}
