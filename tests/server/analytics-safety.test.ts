import { execFileSync } from 'node:child_process'
import { chmodSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it, onTestFinished } from 'vitest'
import { DASHBOARD_TEXT } from '../../server/analytics/dashboard/dashboard-text'
import { createStore, openStore, type AnalyticsStore } from '../../server/analytics/store'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { OWNER_AUTHORIZATION, PHONE_USER_AGENT, ownerPasswordHash, storeFolder } from '../support/analytics'
import { ORDER, TESTIMONIAL } from '../support/form-fixtures'
import {
  FORM_TYPE,
  PAGE_PATHS,
  figuresOf,
  muteConsole,
  sendBeacon,
  startBuiltServer,
  startTestCountingApp,
  useCountingApp,
  type TestApp,
} from './harness'

/**
 * What counting must never cost: when the store fails, the site is exactly as before; nothing a
 * visitor types reaches the store's files or a log; what was accepted is written before the
 * process exits.
 */
const healthy = useCountingApp()

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const post = (app: TestApp, path: string, fields: Record<string, string>) =>
  app.request().post(path).set({ 'Content-Type': FORM_TYPE, 'User-Agent': PHONE_USER_AGENT }).send(form(fields))

/** A store file SQLite may not write to: immutable for root (who ignores permissions), read-only for anyone else. */
function makeReadOnly(file: string) {
  const root = process.getuid?.() === 0
  if (root) execFileSync('chattr', ['+i', file])
  else for (const path of [file, dirname(file)]) chmodSync(path, 0o555)
  onTestFinished(() => {
    if (root) execFileSync('chattr', ['-i', file])
    else for (const path of [file, dirname(file)]) chmodSync(path, 0o755)
  })
}

/** A store on a disk with no page left: its writes fail "database or disk is full". */
function fullStore(path: string): AnalyticsStore {
  const db = new DatabaseSync(path)
  const store = createStore(db)
  const { page_count: pages } = db.prepare('PRAGMA page_count').get() as { page_count: number }
  db.exec(`PRAGMA max_page_count = ${pages}`)
  return store
}

const FAILURES: [string, (path: string) => Parameters<typeof startTestCountingApp>[0]][] = [
  [
    'missing (its folder cannot be made)',
    (path) => {
      writeFileSync(join(dirname(path), 'berkas'), '')
      return { env: { ANALYTICS_DB: join(dirname(path), 'berkas', 'analytics.db') } }
    },
  ],
  [
    'read-only',
    (path) => {
      openStore(path).close()
      makeReadOnly(path)
      return {}
    },
  ],
  [
    'corrupt',
    (path) => {
      writeFileSync(path, 'bukan basis data SQLite '.repeat(300))
      return {}
    },
  ],
  ['full', () => ({ openAnalyticsStore: fullStore })],
]

describe('when the store fails', () => {
  it.each(FAILURES)(
    '%s: pages and forms are exactly as before, nothing a visitor asks for answers 5xx, one line is logged, the owner’s pages answer 503 and say counting stopped',
    async (_failure, arrange) => {
      const errors = muteConsole('error')
      const [folder, elsewhere] = [storeFolder(), storeFolder()]
      onTestFinished(() => [folder, elsewhere].forEach(({ remove }) => remove()))
      const options = arrange(folder.path)
      // The published testimonials' store, beside the figures by default, kept in a folder that
      // works: only counting fails here, whoever runs the test (a read-only folder stops anyone but root).
      const testimonials = join(dirname(elsewhere.path), 'testimonials.db')
      const env = {
        ANALYTICS_DB: folder.path,
        TESTIMONIALS_DB: testimonials,
        ANALYTICS_ADDRESS_LIMIT: '1000000',
        ...options?.env,
      }
      const failing = await startTestCountingApp({ ...options, env })
      const statuses: number[] = []
      const answer = async <R extends { status: number }>(request: PromiseLike<R>) => {
        const res = await request
        statuses.push(res.status)
        return res
      }
      for (let round = 0; round < 2; round += 1) {
        // Page views of 60 campaigns: more rows than a page of the file holds, so a full disk shows.
        for (let campaign = 0; campaign < 60; campaign += 1) {
          const pageView = { e: 'pageview', p: '/', s: `sumber-${campaign}`, m: 'm'.repeat(40), c: 'c'.repeat(40) }
          expect((await answer(sendBeacon(failing, pageView))).status).toBe(204)
        }
        const figures = failing.request().get('/statistik/data.json?days=7').set('Authorization', OWNER_AUTHORIZATION)
        expect((await figures).status).toBe(503)
      }
      for (const path of PAGE_PATHS)
        expect((await answer(failing.request().get(path))).text, path).toBe((await healthy.request().get(path)).text)
      const handedOff = await answer(post(failing, ORDER_FORM.path, ORDER))
      expect([handedOff.status, handedOff.headers.location]).toEqual([
        303,
        (await post(healthy, ORDER_FORM.path, ORDER)).headers.location,
      ])
      expect((await answer(post(failing, TESTIMONIAL_FORM.path, { ...TESTIMONIAL, rating: '' }))).status).toBe(422)
      const dashboard = await failing.request().get('/statistik').set('Authorization', OWNER_AUTHORIZATION)
      const csv = await failing.request().get('/statistik/harian.csv?days=7').set('Authorization', OWNER_AUTHORIZATION)
      expect([dashboard.status, csv.status]).toEqual([503, 503])
      expect(dashboard.text).toContain(DASHBOARD_TEXT.stopped('').split(':')[0]!)
      expect(statuses.filter((status) => status >= 500)).toEqual([])
      expect(errors.mock.calls).toEqual([
        [expect.stringMatching(/^analytics: counting stopped, the store at .* failed: /)],
      ])
    },
  )
})

it('nothing a visitor typed reaches the store’s files or the log, and what was accepted is written before the server exits', async () => {
  const folder = storeFolder()
  onTestFinished(folder.remove)
  const server = await startBuiltServer({ STATS_PASSWORD_HASH: await ownerPasswordHash(), ANALYTICS_DB: folder.path })
  onTestFinished(() => server.stop())
  const app = { request: server.request } as TestApp
  // Every value typed carries "zqx" (the phone number its digits).
  const order = {
    ...ORDER,
    namaLengkap: 'Zqxmarker Wibowo',
    email: 'zqx.77@example.com',
    nomorWhatsApp: '081377712345',
  }
  const testimonial = {
    ...TESTIMONIAL,
    namaLengkap: 'Zqxmarker Rahma',
    testimoni: `Zqxmarker ${TESTIMONIAL.testimoni}`,
  }
  expect((await post(app, ORDER_FORM.path, order)).status).toBe(303)
  expect((await post(app, ORDER_FORM.path, { ...order, email: 'zqx@@' })).status).toBe(422)
  expect((await post(app, TESTIMONIAL_FORM.path, testimonial)).status).toBe(303)
  // Beacons a forger fills with what a visitor typed: refused, or the unknown part refused.
  for (const body of [
    { e: 'form-refused', p: ORDER_FORM.path, f: ['zqxmarker'] },
    { e: 'pageview', p: '/', namaLengkap: 'Zqxmarker' },
    { e: 'pageview', p: '/?nama=zqxmarker' },
  ])
    expect((await sendBeacon(app, body)).status).toBe(400)
  const before = (await figuresOf(app)).totals
  expect((await sendBeacon(app, { e: 'pageview', p: ORDER_FORM.path })).status).toBe(204)
  server.child.kill('SIGTERM')
  expect(await server.exited).toBe(0)

  const files = readdirSync(dirname(folder.path)).map((name) => readFileSync(join(dirname(folder.path), name)))
  expect(files.length).toBeGreaterThan(0)
  for (const bytes of [...files, Buffer.from(server.output())]) {
    expect(bytes.toString('latin1').toLowerCase()).not.toContain('zqx')
    expect(bytes.toString('latin1')).not.toContain('77712345')
  }
  const store = openStore(folder.path)
  onTestFinished(() => store.close())
  const pageviews = store.events('2000-01-01', '2999-12-31').filter((row) => row.event === 'pageview')
  expect(pageviews.reduce((sum, row) => sum + row.count, 0)).toBe(before.pageviews! + 1)
})
