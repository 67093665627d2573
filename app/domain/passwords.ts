import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import { PASSWORD_MESSAGES, normalizePassword, passwordRuleProblem } from '#dtos/password'

/**
 * zxcvbn scores a password 0–4 by the guesses an attacker needs, using a
 * maintained list of the most common passwords plus patterns (repeats,
 * sequences, keyboard walks, dates, l33t). Below 2 means fewer than a million
 * guesses: "password12", "1234567890", "qwertyuiop", ten spaces.
 */
const MIN_SCORE = 2

let estimator: ZxcvbnFactory | null = null

/** Built on first use: loading the dictionaries takes ~50 ms, not worth paying at boot. */
function zxcvbn() {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
  })
  return estimator
}

/**
 * Every rule a new password must pass, on its NFC form: length, not the
 * username, not common or guessable (the username counts as a known word).
 * Answers the message of the first rule broken, or null.
 */
export function newPasswordProblem(password: string, username?: string | null): string | null {
  const ruleProblem = passwordRuleProblem(password, username)
  if (ruleProblem) return ruleProblem
  const userInputs = username ? [username] : []
  const { score } = zxcvbn().check(normalizePassword(password), userInputs)
  return score < MIN_SCORE ? PASSWORD_MESSAGES.tooCommon : null
}
