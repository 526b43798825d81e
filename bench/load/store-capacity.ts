/**
 * How far the analytics store goes (docs/deployment.md, "When this store is not enough"): the longest
 * transaction of a write of the largest day a client can make (store.test.ts holds its rows), and
 * what the built server's owner pages cost with one such day and with every day of the retention
 * full: time to answer, and the server's memory before and after. After `npm run build`:
 * `npx tsx bench/load/store-capacity.ts`.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addDays } from '../../server/analytics/calendar-day'
import { emptyBatch, type Batch } from '../../server/analytics/figures'
import { KEPT_MONTHS, ROWS_A_TRANSACTION } from '../../server/analytics/policy'
import { openStore } from '../../server/analytics/store'
import { jakartaDay } from '../../shared/analytics/jakarta-day'
import { OWNER_AUTHORIZATION, ownerPasswordHash } from '../../tests/support/analytics'
import { largestDay } from '../../tests/support/largest-day'
import { startBuiltServer, type BuiltServer } from '../../tests/support/built-server'
import { median } from '../support/median'

const TODAY = jakartaDay(new Date())

/** The slices of a batch as the store writes them, each its own transaction. */
function* slices(batch: Batch): Generator<Batch> {
  for (const kind of Object.keys(batch) as (keyof Batch)[])
    for (let start = 0; start < batch[kind].length; start += ROWS_A_TRANSACTION)
      yield { ...emptyBatch(), [kind]: batch[kind].slice(start, start + ROWS_A_TRANSACTION) }
}

/** The longest transaction, ms, of writing the largest day. */
async function longestTransaction(path: string): Promise<number> {
  const store = openStore(path)
  let longest = 0
  for (const slice of slices(largestDay(TODAY))) {
    const started = performance.now()
    await store.write(slice)
    longest = Math.max(longest, performance.now() - started)
  }
  store.close()
  return longest
}

const residentMb = (server: BuiltServer) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1]) / 1024

/** Median ms of five answers to an owner's page, and the server's memory growth over them. */
async function ownerPage(server: BuiltServer, path: string) {
  const before = residentMb(server)
  const times: number[] = []
  let peak = before
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now()
    const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
      headers: { Authorization: OWNER_AUTHORIZATION },
    })
    await res.arrayBuffer()
    times.push(performance.now() - started)
    peak = Math.max(peak, residentMb(server))
  }
  return { ms: median(times), grewMb: peak - before }
}

const folder = mkdtempSync(join(tmpdir(), 'nusakode-capacity-'))
try {
  const oneDay = join(folder, 'one-day.db')
  console.log(`The largest day: its longest transaction ${(await longestTransaction(oneDay)).toFixed(1)} ms\n`)

  const fullPath = join(folder, 'full.db')
  const full = openStore(fullPath)
  const days = KEPT_MONTHS * 31
  for (let day = 0; day < days; day += 1) await full.write(largestDay(addDays(TODAY, -day)))
  full.close()
  console.log(`${days} such days: ${(statSync(fullPath).size / 1e6).toFixed(0)} MB\n`)

  console.log('| Store | Page | ms (median of 5) | server memory grew (MB) |\n|---|---|---|---|')
  for (const [label, path] of [
    ['empty', join(folder, 'empty.db')],
    ['one largest day', oneDay],
    [`${days} largest days`, fullPath],
  ] as const) {
    const server = await startBuiltServer({ STATS_PASSWORD_HASH: await ownerPasswordHash(), ANALYTICS_DB: path })
    try {
      for (const page of [
        '/statistik',
        '/statistik?days=90',
        '/statistik/data.json?days=90',
        `/statistik/harian.csv?from=${addDays(TODAY, -799)}&to=${TODAY}`,
      ]) {
        const { ms, grewMb } = await ownerPage(server, page)
        console.log(
          `| ${label} | \`${page.split('?')[0]}${page.includes('days=90') ? ' (90 days)' : page.includes('csv') ? ' (800 days)' : ''}\` | ${ms.toFixed(0)} | ${grewMb.toFixed(1)} |`,
        )
      }
    } finally {
      await server.stop()
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true })
}
