import type { MessageChannel, SendResult } from '#messaging/channels/channel'

/**
 * The development outbox: delivers nothing. The message is marked sent
 * through `dev` and stays readable on the back office's outbox page
 * (/admin/outbox), so a newcomer can file a claim end to end, reading the
 * one-time code there, with no provider configured.
 */
export class DevChannel implements MessageChannel {
  readonly name = 'dev' as const

  async send(): Promise<SendResult> {
    return { providerRef: null }
  }
}
