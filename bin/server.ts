// Running from source without NODE_ENV means development (Vite dev server, SSR from source).
// A production build is started with NODE_ENV=production (see scripts/start.js and the README).
process.env.NODE_ENV ??= 'development'

import 'reflect-metadata'
import { createServer } from 'node:http'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { drainable } from '#server/draining'
import { leaveCluster, startWorkers } from '#server/cluster'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

function failed(error: unknown) {
  process.exitCode = 1
  // A missing setting is the operator's to fix: say what and how, without a stack trace.
  if (error instanceof Error && error.name === 'ConfigurationError') {
    console.error(`\n  Cannot start: ${error.message}\n`)
    return
  }
  prettyPrintError(error)
}

/** One AdonisJS HTTP server; every request goes through its router. */
function serve() {
  let drain: (() => void) | undefined
  new Ignitor(APP_ROOT, { importer: IMPORTER })
    .tap((app) => {
      app.booting(async () => {
        await import('#start/env')
      })
      // Once stopped, the process ends by itself; a handler still running for a client that
      // left (it may reopen a connection the app has closed) gets two seconds, not forever.
      const stop = () =>
        app
          .terminate()
          .then(leaveCluster)
          .finally(() => setTimeout(() => process.exit(), 2000).unref())
      app.listen('SIGTERM', stop)
      app.listenIf(app.managedByPm2, 'SIGINT', stop)
      // Registered before AdonisJS closes the listener: keep-alive clients are sent elsewhere.
      app.terminating(() => drain?.())
    })
    .httpServer()
    .start((handle) => {
      const server = drainable(handle)
      drain = server.drain
      return server.attach(createServer(server.listener))
    })
    .catch(failed)
}

// WEB_CONCURRENCY > 1: this process starts that many servers and serves nothing itself.
await startWorkers().then((primary) => {
  if (!primary) serve()
}, failed)
