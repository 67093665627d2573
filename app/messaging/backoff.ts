/**
 * How long a message waits after its `attempt`-th failed attempt: doubling
 * from `baseMs` up to `maxMs`, with "equal jitter" (somewhere between half
 * and all of that), so messages that failed together (a provider's outage)
 * do not all come back in the same second.
 */
export function retryDelayMs(
  attempt: number,
  { retryBaseMs, retryMaxMs }: { retryBaseMs: number; retryMaxMs: number },
  random: () => number = Math.random
) {
  const ceiling = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempt - 1))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}
