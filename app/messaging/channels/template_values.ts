import type { MessageTemplate } from '#dtos/messaging'
import type { RenderedMessage } from '#messaging/render'

/**
 * The parameters a provider-side template (Zalo ZNS, WhatsApp) receives for
 * each of ours, in order, by the names its template must declare: the brand
 * is the template's own text, and a claim's status comes in words in the
 * message's language. docs/operations.md lists them for whoever registers
 * the templates with the provider.
 */
export const TEMPLATE_PARAMETERS: Record<MessageTemplate, { name: string; param: string }[]> = {
  one_time_code: [
    { name: 'code', param: 'code' },
    { name: 'minutes', param: 'minutes' },
  ],
  claim_filed: [
    { name: 'claim_number', param: 'claimNumber' },
    { name: 'link', param: 'link' },
  ],
  claim_status: [
    { name: 'claim_number', param: 'claimNumber' },
    { name: 'status', param: 'status' },
    { name: 'link', param: 'link' },
  ],
}

export function templateValues(template: MessageTemplate, rendered: RenderedMessage) {
  return TEMPLATE_PARAMETERS[template].map(({ name, param }) => ({
    name,
    value: rendered.values[param] ?? '',
  }))
}
