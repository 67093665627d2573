import hash from '@adonisjs/core/services/hash'

/**
 * Counts the password hashes computed (made or verified) from now on by the
 * app's hasher, which the test server shares with the test process. The
 * count stands in for time: each one costs the same scrypt work.
 */
export function countPasswordHashes(cleanup: (fn: () => void) => void) {
  const hasher = hash.use('scrypt')
  const { make, verify } = hasher
  let count = 0
  hasher.make = (value) => {
    count += 1
    return make.call(hasher, value)
  }
  hasher.verify = (hashed, plain) => {
    count += 1
    return verify.call(hasher, hashed, plain)
  }
  cleanup(() => {
    hasher.make = make
    hasher.verify = verify
  })
  return () => count
}
