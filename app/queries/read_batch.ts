type Waiting<K, V> = { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }

/**
 * Reads asked for during one turn of the event loop, sent together as one
 * query once that turn is over (a DataLoader without its cache: every read
 * is fresh). A busy server handles many requests in one turn; on
 * PostgreSQL each query is a round trip whose socket write and answer cost
 * the server's one thread more than the lookup's own work, so fifty owners
 * checking their warranties at once cost a few queries instead of fifty.
 * A read waits for nothing but the end of the current turn.
 *
 * `readAll` answers the keys in their order, one value per key; a failed
 * query fails every read it carried.
 */
export class ReadBatch<K, V> {
  #waiting: Waiting<K, V>[] = []

  constructor(
    private readonly readAll: (keys: K[]) => Promise<V[]>,
    /** At most this many keys a query (its array binding and its rows stay small). */
    private readonly max = 100
  ) {}

  read(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      if (this.#waiting.push({ key, resolve, reject }) === 1) setImmediate(() => this.#send())
    })
  }

  #send() {
    while (this.#waiting.length > 0) {
      const batch = this.#waiting.splice(0, this.max)
      this.#run(batch).catch((error: unknown) => batch.forEach((read) => read.reject(error)))
    }
  }

  async #run(batch: Waiting<K, V>[]) {
    const values = await this.readAll(batch.map((read) => read.key))
    batch.forEach((read, index) => read.resolve(values[index]))
  }
}
