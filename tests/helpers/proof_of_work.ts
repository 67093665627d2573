import { request } from 'node:http'
import { solveChallenge, type Challenge, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { BASE_URL } from '#tests/helpers/browser'
import { CHALLENGE_PATH } from '#dtos/proof_of_work'

/**
 * What the widget does in a browser: fetches a challenge from the app and
 * solves it (altcha-lib's own solver), answering the payload the widget
 * would put in the `altcha` field.
 */
export async function solvedChallenge(tamper?: (payload: Payload) => void) {
  const response = await fetch(`${BASE_URL}${CHALLENGE_PATH}`)
  if (response.status !== 200) throw new Error(`${CHALLENGE_PATH} answered ${response.status}`)
  const challenge = (await response.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('The challenge could not be solved')
  const payload: Payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  }
  tamper?.(payload)
  return Buffer.from(JSON.stringify(payload)).toString('base64')
}

/**
 * The n-th of many client addresses: the test server listens on 127.0.0.1,
 * which any address of 127.0.0.0/8 reaches, so each request really comes
 * from its own address (no forwarded header to trust).
 */
export function loopbackAddress(n: number) {
  return `127.0.${Math.floor(n / 250) + 1}.${(n % 250) + 1}`
}

/** A request sent from `address`: its status and body as text. */
export function requestFrom(
  address: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${BASE_URL}${path}`, { method, headers, localAddress: address }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') })
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** A derived key one hex digit off: a wrong solution. */
export function flipLast(hex: string) {
  return hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0')
}
