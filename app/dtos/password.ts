/**
 * Password rules both sides apply: the server enforces them (with one more,
 * the common-password check, which needs a dictionary and stays on the
 * server, see #domain/passwords) and the forms check them before a round
 * trip, with the same messages.
 */
export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 72

export const PASSWORD_MESSAGES = {
  tooShort: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`,
  sameAsUsername: 'The password must not be the username.',
  tooCommon:
    'This password is too common or too easy to guess. Use a few unrelated words or a mix of characters.',
} as const

/**
 * Passwords are compared in Unicode NFC, so "Hồng" typed with precomposed
 * letters (NFC) or with combining marks (NFD, as some keyboards send it)
 * is the same password. Lengths are counted on that form too.
 */
export function normalizePassword(password: string) {
  return password.normalize('NFC')
}

/** The length and username rules: the first one broken, or null. */
export function passwordRuleProblem(password: string, username?: string | null): string | null {
  const normalized = normalizePassword(password)
  const length = [...normalized].length
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong
  const name = username?.trim().toLowerCase()
  if (name && normalized.trim().toLowerCase() === name) return PASSWORD_MESSAGES.sameAsUsername
  return null
}
