// Running from source without NODE_ENV means development (Vite dev server, SSR from source).
// A production build is started with NODE_ENV=production (see scripts/start.js and the README).
process.env.NODE_ENV ??= 'development'

import 'reflect-metadata'
import { createServer } from 'node:http'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import type { RequestListener } from 'node:http'
import { drainable } from '#http/draining'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

// Services (the logger, the limiter…) exist once the app has booted: the fast paths load after.
let answerBeforeAdonis: (handle: RequestListener) => RequestListener
let drain: (() => void) | undefined

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    // Starting, not booted: the fast paths use services (the limiter) resolved once booted.
    app.starting(async () => {
      const module = await import('#http/lookup_pages')
      answerBeforeAdonis = module.answerBeforeAdonis
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
    // Registered before AdonisJS closes the listener: keep-alive clients are sent elsewhere.
    app.terminating(() => drain?.())
  })
  .httpServer()
  // Cached public pages and e-warranty lookups are answered here, before AdonisJS.
  .start((handle) => {
    const server = drainable(answerBeforeAdonis(handle))
    drain = server.drain
    return server.attach(createServer(server.listener))
  })
  .catch((error) => {
    process.exitCode = 1
    // A missing setting is the operator's to fix: say what and how, without a stack trace.
    if (error instanceof Error && error.name === 'ConfigurationError') {
      console.error(`\n  Cannot start: ${error.message}\n`)
      return
    }
    prettyPrintError(error)
  })
