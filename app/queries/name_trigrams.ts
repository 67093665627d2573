import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'

/** How many customer names the sample holds, in runs of consecutive ids. */
const RUNS = 50
const RUN_LENGTH = 200
/**
 * How long a sample serves. Names change slowly: a sample of a large table
 * is taken again after an hour. One of a small table holds all its names
 * (`whole`), so it is cheap to take again, and soon: taken as the server
 * starts on a new site (the demo's 320 sales), it would otherwise judge the
 * million sales imported next for an hour (a common name's search then
 * took 800 ms instead of 20). A test lowers them.
 */
export const sampleFreshness = { sampledMs: 60 * 60 * 1000, wholeMs: 60 * 1000 }
/**
 * What checking one candidate row costs, in entries of an index's trigram
 * list read: measured at a million sales, a row checked with LIKE ~2.4 µs
 * on SQLite, an entry of a list ~12 ns.
 */
const ROW_COST = 200
/**
 * A sample of customers' names (folded `search_text`): for each trigram,
 * which of the names hold it (their positions in the sample, ascending).
 */
export type NameSample = {
  size: number
  holders: ReadonlyMap<string, readonly number[]>
  names: readonly string[]
  /** About how many sales there are (the span of their ids), when taken from the table. */
  rows?: number
}

/** The trigrams of a text, in order, as a trigram index cuts it. */
export function trigramList(text: string) {
  return Array.from({ length: Math.max(0, text.length - 2) }, (_, at) => text.slice(at, at + 3))
}

export function sampleOf(names: readonly string[]): NameSample {
  const holders = new Map<string, number[]>()
  names.forEach((name, at) => {
    for (const trigram of new Set(trigramList(name))) {
      const list = holders.get(trigram)
      if (list) list.push(at)
      else holders.set(trigram, [at])
    }
  })
  return { size: names.length, holders, names }
}

/** The positions in both ascending lists. */
function common(a: readonly number[], b: readonly number[]) {
  const both: number[] = []
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      both.push(a[i])
      i++
      j++
    } else if (a[i] < b[j]) i++
    else j++
  }
  return both
}

/**
 * The trigrams of a long fragment a trigram index is asked for (three at
 * most), chosen on the sample: an index reads each trigram's whole list (in
 * a million names `" th"` is in 200,000, `"huo"` in 43,000), and every row
 * its lists leave is then read and checked against the whole fragment. The
 * rarest first, then the one or two others that leave the fewest sampled
 * names for the length of their lists, if they pay for it: `nguyen thi
 * huong` is asked as `huo`, `i h`, `ngu` (the 548 rows that hold it, in a
 * million; first, middle and last leave 1,089 and read the long `" th"`
 * list); `tran van` as `n v`, `ran` (half the time of `tra`, `ran`, `van`).
 *
 * `withinWords`: only trigrams without a space. pg_trgm indexes words, not
 * the text: it turns `%n t%` into the lists of every word that ends in `n`
 * and every word that starts with `t`, so on PostgreSQL `huo`, `ngu`, `thi`
 * take half the time of `huo`, `n t`, `ngu`. Null when no trigram is
 * eligible.
 */
export function chooseTrigrams(fragment: string, sample: NameSample, withinWords = false) {
  const all = [...new Set(trigramList(fragment))].filter(
    (trigram) => !withinWords || !/\s/.test(trigram)
  )
  if (!all.length) return null
  const holders = (trigram: string) => sample.holders.get(trigram) ?? []
  const first = all.reduce((rarest, trigram) =>
    holders(trigram).length < holders(rarest).length ? trigram : rarest
  )
  const left = holders(first)
  const rest = all.filter((trigram) => trigram !== first)
  // One or two more, judged together: one at a time, `nguyen thi huong` would
  // get `n t` then `ngu`, which leave twice the names `i h` and `ngu` do.
  let best = { more: [] as string[], cost: left.length * ROW_COST }
  const consider = (more: string[], leaving: readonly number[]) => {
    const cost = leaving.length * ROW_COST + more.reduce((sum, t) => sum + holders(t).length, 0)
    if (cost < best.cost) best = { more, cost }
  }
  rest.forEach((second, at) => {
    const both = common(left, holders(second))
    consider([second], both)
    for (const third of rest.slice(at + 1)) consider([second, third], common(both, holders(third)))
  })
  return [first, ...best.more]
}

/**
 * The share of the sampled names that hold every trigram of this fragment:
 * about how many of all the names contain it (for a short fragment nearly
 * exactly). 1 when it has no trigram (it is then checked on every row).
 */
export function shareOfNames(fragment: string, sample: NameSample) {
  const trigrams = [...new Set(trigramList(fragment))]
  if (!trigrams.length || !sample.size) return 1
  const lists = trigrams.map((trigram) => sample.holders.get(trigram) ?? [])
  lists.sort((a, b) => a.length - b.length)
  const holding = lists.slice(1).reduce((left, list) => common(left, list), lists[0])
  return holding.length / sample.size
}

/**
 * The shares of the sampled names that begin with this fragment, and that
 * hold it further on only (#queries/search_plan nameRuns).
 */
export function sharesByPlace(fragment: string, sample: NameSample) {
  if (!sample.size) return { starting: 0, after: 0 }
  let starting = 0
  let after = 0
  for (const name of sample.names) {
    if (name.startsWith(fragment)) starting++
    else if (name.includes(fragment, 1)) after++
  }
  return { starting: starting / sample.size, after: after / sample.size }
}

/** A trigram in more names than this share is a long list of SQLite's one trigram index. */
const COMMON_IN_NAMES = 0.01

/**
 * The trigrams of a code, plate or phone fragment worth asking SQLite's
 * trigram table for. Its index is one for all the searched columns, case
 * folded: `NGU` of a plate fragment reads the list of every name holding
 * `ngu` (55,000 in a million), only to drop them for their column, while
 * `NTH` (in no name) is read at once. Those common in names are left out,
 * all but the rarest when every one is.
 */
export function sharedListTrigrams(trigrams: string[], sample: NameSample) {
  const holders = (trigram: string) => sample.holders.get(trigram.toLowerCase())?.length ?? 0
  const rare = trigrams.filter((trigram) => holders(trigram) <= sample.size * COMMON_IN_NAMES)
  if (rare.length) return rare
  return [
    trigrams.reduce((rarest, trigram) => (holders(trigram) < holders(rarest) ? trigram : rarest)),
  ]
}

/** A sample and whether it holds every name (the table is no larger than a sample). */
type Taken = { sample: NameSample; whole: boolean }

async function takeSample(client: QueryClientContract): Promise<Taken> {
  // Apart: SQLite answers MIN or MAX alone from the index's end, both together by a scan.
  const [first] = await client.from('sales').min('id as low')
  const [last] = await client.from('sales').max('id as high')
  const low = Number(first?.low ?? 0)
  const high = Number(last?.high ?? 0)
  const query = client.from('sales').select('search_text')
  // Runs spread evenly over the ids: each is one short range of the primary key.
  const step = Math.max(RUN_LENGTH, Math.ceil((high - low + 1) / RUNS))
  query.where((runs) => {
    for (let start = low; start <= high; start += step) {
      runs.orWhereBetween('id', [start, start + RUN_LENGTH - 1])
    }
  })
  const rows: { search_text: string }[] = await query
  const sample = { ...sampleOf(rows.map((row) => row.search_text)), rows: high - low + 1 }
  return { sample, whole: step === RUN_LENGTH }
}

const samples = new Map<string, Taken & { takenAt: number }>()
const pending = new Map<string, Promise<NameSample>>()

/** Forgets the samples taken (tests start from none). */
export function forgetNameSamples() {
  samples.clear()
}

/**
 * The sample of a connection's customer names (about 10,000), for
 * chooseTrigrams: taken on first use and again when stale (sampleFreshness),
 * meanwhile the old one serves (only the first search waits for one). It decides
 * only which trigrams are asked, never what is found (the rows are checked
 * against the whole fragment); when none could be taken, positions decide.
 */
export async function nameSample(client: QueryClientContract) {
  const name = client.connectionName
  const kept = samples.get(name)
  const freshFor = kept?.whole ? sampleFreshness.wholeMs : sampleFreshness.sampledMs
  if (kept && Date.now() - kept.takenAt < freshFor) return kept.sample
  let taking = pending.get(name)
  if (!taking) {
    taking = takeSample(client)
      .then((taken) => {
        samples.set(name, { ...taken, takenAt: Date.now() })
        return taken.sample
      })
      .finally(() => pending.delete(name))
    pending.set(name, taking)
    taking.catch((error) => {
      logger.warn({ err: error }, 'name sample failed; long name fragments use positions')
    })
  }
  if (kept) return kept.sample
  return taking.catch(() => undefined)
}
