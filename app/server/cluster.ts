import cluster, { type Worker } from 'node:cluster'
import { ConfigurationError } from '#start/app_key'

/**
 * Once a worker's server has stopped: a worker's channel to the primary
 * keeps it alive (cluster listens on it), so it lets go and exits as a
 * single server does.
 */
export function leaveCluster() {
  if (cluster.isWorker) process.disconnect()
}

/**
 * One server process per core: with `WEB_CONCURRENCY` above 1 this process
 * (the primary) serves nothing itself but starts that many server
 * processes with Node's cluster module. They share the port (the primary
 * hands each new connection to one in turn), and nothing else: each has
 * its own database pool, rate-limit store connection and page cache.
 *
 * - Rate limits must then live in a shared store (`LIMITER_STORE=redis`
 *   or `database`): with `memory` each process would count apart and a
 *   client get N times its quota, so the primary refuses to start.
 * - A worker's message is relayed to the others (the page cache's clears
 *   when there is no Redis, #http/page_cache_sync).
 * - SIGTERM/SIGINT reach every worker, which drains and stops as a single
 *   server does (#server/draining); the primary exits once all have. A
 *   worker that stops on its own stops the others too, and the primary
 *   exits with its code: the service manager restarts the whole.
 *
 * Resolves false when this process is to serve (a worker, or one process).
 */
export async function startWorkers(): Promise<boolean> {
  if (!cluster.isPrimary) return false
  const { default: env } = await import('#start/env')
  const count = env.get('WEB_CONCURRENCY', 1)
  if (count <= 1) return false
  if (env.get('LIMITER_STORE', 'memory') === 'memory') {
    throw new ConfigurationError(
      `WEB_CONCURRENCY=${count} runs ${count} server processes, and LIMITER_STORE=memory would give each its own rate limits. Set LIMITER_STORE=redis (with REDIS_URL) or LIMITER_STORE=database.`
    )
  }

  let stopping = false
  let exitCode = 0
  const workers = new Set<Worker>()
  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true
    for (const worker of workers) worker.process.kill(signal)
  }
  for (let index = 0; index < count; index++) {
    const worker = cluster.fork()
    workers.add(worker)
    worker.on('message', (message) => {
      for (const other of workers) if (other !== worker && other.isConnected()) other.send(message)
    })
    worker.on('exit', (code, signal) => {
      workers.delete(worker)
      if (!stopping) {
        console.error(
          `Server process ${worker.process.pid} stopped (${signal ?? code}): stopping the others`
        )
        exitCode = code || 1
        stopAll('SIGTERM')
      }
      if (workers.size === 0) process.exit(exitCode)
    })
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stopAll(signal))
  return true
}
