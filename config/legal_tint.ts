import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { DEFAULT_LEGAL_TINT_MINIMUMS, parseLegalTintMinimums } from '#domain/legal_tint'
import type { LegalTintMinimums } from '#dtos/legal_tint'

/**
 * The lowest VLT (%) a film may have per window in this market. The default
 * set is in #domain/legal_tint (windshield 70, front sides 50, no rule
 * elsewhere); `LEGAL_TINT_MINIMUMS=windshield=70,front_sides=50,rear_sides=35`
 * replaces it (`none`: no rule anywhere). A value that cannot be read stops
 * the server at boot, saying what is wrong, rather than checking nothing.
 *
 * The test suites start with no rule, so the many tests written before it
 * register any film on any window; tests of the rule set
 * `legalTintConfig.minimums` themselves (tests/helpers/legal_tint.ts).
 */
function minimums(): LegalTintMinimums {
  const raw = env.get('LEGAL_TINT_MINIMUMS')
  if (raw === undefined || raw.trim() === '') return app.inTest ? {} : DEFAULT_LEGAL_TINT_MINIMUMS
  const parsed = parseLegalTintMinimums(raw)
  if (!parsed.ok) throw new Error(`LEGAL_TINT_MINIMUMS: ${parsed.message}`)
  return parsed.minimums
}

const legalTintConfig: { minimums: LegalTintMinimums } = { minimums: minimums() }

export default legalTintConfig
