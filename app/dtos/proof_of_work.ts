/**
 * The proof-of-work challenge both faces use (#http/proof_of_work on the
 * server, the ALTCHA widget in the browser).
 */

/** Where the widget gets a challenge. */
export const CHALLENGE_PATH = '/altcha/challenge'

/** The field (JSON body or query string) a solution travels in: the widget's hidden input. */
export const PROOF_FIELD = 'altcha'

/** A solution is a base64 JSON of about 600 characters; anything much longer is not one. */
export const PROOF_MAX_LENGTH = 4_000

/**
 * The API's answer when a request is over a budget (see #http/rate_limits):
 * 429 with the usual `{ message, errors }` (the message also on field
 * `altcha`) and `challengeRequired: true`. Sent again with a solved
 * challenge in `altcha`, the same request goes through.
 */
export type ChallengeRequiredDto = {
  message: string
  errors: { altcha: string }
  challengeRequired: true
}

/** The key derivation of every challenge: the widget registers its worker for this one only. */
export const PROOF_ALGORITHM = 'PBKDF2/SHA-256'
