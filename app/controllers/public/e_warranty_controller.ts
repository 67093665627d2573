import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { renderCertificate } from '#renderers/certificate_pdf'
import { parseWarrantyCode } from '#domain/warranty_code'
import { answerLookup, emptyLookup, findByCode, isLookup } from '#http/warranty_lookup'
import { consumeCertificate } from '#http/rate_limits'
import { isLocale } from '#dtos/locales'
import { requestBaseUrl } from '#http/public_url'

const PAGE = 'public/e_warranty'

/**
 * The public EWarranty page. Without a search it is the same for everyone
 * (its route's page cache keeps it); a search is a GET rendered on the
 * server, so a result link can be shared and the form works without
 * JavaScript. Results are read afresh and never stored by anyone.
 */
export default class EWarrantyController {
  async show(ctx: HttpContext) {
    const { request, response, inertia } = ctx
    const query = request.qs()
    if (!isLookup(query)) return inertia.render(PAGE, emptyLookup(query))

    response.header('Cache-Control', 'no-store')
    const { props, status } = await answerLookup(ctx)
    response.status(status)
    return inertia.render(PAGE, props)
  }

  /** Unknown code → the public 404 page; over the limit → 429 with Retry-After. */
  async certificate(ctx: HttpContext) {
    const { params, request, response } = ctx
    const throttled = await consumeCertificate(ctx)
    if (throttled) throw throttled
    const code = parseWarrantyCode(String(params.code))
    const sale = code ? await findByCode(code) : null
    if (!sale) throw new Exception('Warranty not found.', { status: 404, code: 'E_ROW_NOT_FOUND' })

    // Printed in the language of the page it was opened from.
    const lang = request.qs().lang
    const { filename, stream } = await renderCertificate(sale, isLocale(lang) ? lang : 'en', {
      baseUrl: requestBaseUrl(ctx),
    })
    response.header('Content-Type', 'application/pdf')
    response.header('Content-Disposition', `inline; filename="${filename}"`)
    response.header('Cache-Control', 'no-store')
    response.stream(stream)
  }
}
