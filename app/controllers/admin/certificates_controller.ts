import type { HttpContext } from '@adonisjs/core/http'
import SalePolicy from '#policies/sale_policy'
import CertificateService from '#services/certificate_service'
import { renderCertificate } from '#renderers/certificate_pdf'
import { requestBaseUrl } from '#http/public_url'
import { requestLocale } from '#http/request_locale'
import { isLocale } from '#dtos/locales'

/**
 * The owner's certificate, printed by staff. A page route (the `token`
 * cookie) rather than an API one, so a plain link or button opens it in a
 * new tab the way the public copy opens; the sale policy decides who may.
 */
export default class CertificatesController {
  async show(ctx: HttpContext) {
    const { auth, bouncer, params, request, response } = ctx
    const sale = await CertificateService.find(auth.getUserOrFail(), params.id)
    await bouncer.with(SalePolicy).authorize('printCertificate', sale)
    // `?lang=` picks the customer's language; else the staff member's own.
    const lang = request.qs().lang
    const locale = isLocale(lang) ? lang : requestLocale(ctx)
    const owner = await CertificateService.recordPrint(sale)
    const { filename, stream } = await renderCertificate(sale, locale, {
      baseUrl: requestBaseUrl(ctx),
      owner,
    })
    response.header('Content-Type', 'application/pdf')
    response.header('Content-Disposition', `inline; filename="owner-${filename}"`)
    response.header('Cache-Control', 'no-store')
    response.stream(stream)
  }
}
