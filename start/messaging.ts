/*
 * The outbox worker of this server process (#messaging/outbox_worker): it
 * delivers the messages the app enqueues, polling every
 * MESSAGING_POLL_INTERVAL_MS and woken by each commit that enqueues. Only
 * the web server runs it (ace commands and tests do not; a test starts its
 * own). Every process of every server may run one: they share the outbox
 * safely (docs/operations.md). MESSAGING_WORKER=false leaves a server out.
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import messagingConfig from '#config/messaging'
import { configuredChannels } from '#messaging/channels/main'
import { OutboxWorker } from '#messaging/outbox_worker'

if (messagingConfig.worker.enabled) {
  const channels = await configuredChannels()
  const worker = new OutboxWorker({ channels, settings: messagingConfig.worker })
  // Stopped before the database closes: sends under way finish and are marked.
  app.terminating(() => worker.stop())
  worker.start()
  logger.info(
    `outbox: delivering through ${channels.phone.name} (phones) and ${channels.email.name} (e-mail)`
  )
}
