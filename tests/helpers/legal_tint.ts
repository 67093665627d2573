import legalTintConfig from '#config/legal_tint'
import { DEFAULT_LEGAL_TINT_MINIMUMS } from '#domain/legal_tint'
import type { LegalTintMinimums } from '#dtos/legal_tint'

/**
 * The suites run with no legal-tint rule (config/legal_tint.ts); a test of
 * the rule turns one on for itself. Returns the undo, for `group.each.setup`.
 */
export function withLegalTint(minimums: LegalTintMinimums = DEFAULT_LEGAL_TINT_MINIMUMS) {
  const before = legalTintConfig.minimums
  legalTintConfig.minimums = minimums
  return () => {
    legalTintConfig.minimums = before
  }
}
