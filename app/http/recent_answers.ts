import type { StoredEncoding } from '#http/content_encoding'

type Answer = { html: Promise<Buffer>; encoded: Partial<Record<StoredEncoding, Promise<Buffer>>> }

/**
 * The latest answers of one lookup page, as the bytes sent: the page, and
 * each encoding of it once a client asked for it. A lookup's data is read
 * fresh every time and is part of the key, so an answer is reused only when
 * the warranty is exactly as it was (the owner checking back, a QR code
 * scanned twice, a shared link): the render, the join and the compression
 * are then skipped, which is most of a lookup's cost. The least recently
 * used answer goes first.
 */
export class RecentAnswers {
  #answers = new Map<string, Answer>()

  constructor(private readonly limit: number) {}

  /** The answer kept under `key`, or the one `make` builds (kept unless it fails). */
  html(key: string, make: () => Promise<Buffer>) {
    return this.#entry(key, make).html
  }

  /** The answer under `key` encoded; `encode` runs once per answer and encoding. */
  encoded(
    key: string,
    make: () => Promise<Buffer>,
    encoding: StoredEncoding,
    encode: (html: Buffer) => Promise<Buffer>
  ) {
    const answer = this.#entry(key, make)
    const encoded = (answer.encoded[encoding] ??= answer.html.then(encode))
    encoded.catch(() => delete answer.encoded[encoding])
    return encoded
  }

  clear() {
    this.#answers.clear()
  }

  #entry(key: string, make: () => Promise<Buffer>) {
    let answer = this.#answers.get(key)
    if (answer) {
      // Most recently used last: the first entry is the one to drop.
      this.#answers.delete(key)
    } else {
      answer = { html: make(), encoded: {} }
      answer.html.catch(() => this.#answers.delete(key))
      if (this.#answers.size >= this.limit) this.#answers.delete(this.#answers.keys().next().value!)
    }
    this.#answers.set(key, answer)
    return answer
  }
}
