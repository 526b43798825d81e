import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PAGES } from '../../server/pages/site-pages'
import { FIXTURE_BUILD_DIR } from '../support/build'
import { unavailablePage } from '../support/caddyfile'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { OWNER_AUTHORIZATION } from '../support/analytics'
import { submittedChatText } from '../support/chat-link'
import { TESTIMONIAL } from '../support/form-fixtures'
import { FORM_TYPE, useApp, useBuiltServer, useCountingApp } from './harness'

/**
 * The W3C Nu Html Checker (npm `vnu-jar`, on Java) on every page a visitor can meet. Every error
 * status has one page, rendered from the 404's component with its own text (server/pages/status-page.tsx);
 * 429 is its one variant.
 */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'))

type VnuMessage = { url: string; lastLine?: number; message: string; extract?: string }

const app = useApp({ env: { RATE_LIMIT_MAX: '1000' } })
const limited = useApp({ env: { RATE_LIMIT_MAX: '1' } })
const exampleContent = useBuiltServer({}, FIXTURE_BUILD_DIR)
const owner = useCountingApp()
const post = (path: string, body: object, target = app) => target.request().post(path).type(FORM_TYPE).send(body)
/** A post of the owner's testimonial page, from it, with the owner's password. */
const ownerPost = (body: object, site = 'same-origin') =>
  owner
    .request()
    .post('/pemilik/testimoni')
    .type(FORM_TYPE)
    .set({ Authorization: OWNER_AUTHORIZATION, 'Sec-Fetch-Site': site })
    .send(body)
const MESSAGE = submittedChatText(TESTIMONIAL_FORM, TESTIMONIAL, { now: new Date('2026-11-22T01:42:00Z') })
const documents: Record<string, () => Promise<{ text: string; headers: Record<string, string> }>> = {
  ...Object.fromEntries(PAGES.map((page) => [page.id, () => app.request().get(page.path)])),
  'landing-example-content': () => exampleContent.request().get('/'), // projects, testimonials, photos
  'not-found-404': () => app.request().get('/tidak-ada'),
  'order-422': () => post('/pesanan', { email: 'bukan-email' }),
  'testimonial-422': () => post('/testimoni', { rating: '0' }),
  'too-many-429': async () => {
    await post('/testimoni', {}, limited)
    return post('/testimoni', {}, limited)
  },
  'caddy-busy-503': async () => unavailablePage(), // the Caddyfile's, when no container could answer
  'owner-testimonial-preview': () => ownerPost({ aksi: 'pratinjau', pesan: MESSAGE }),
  'owner-testimonial-422': () => ownerPost({ aksi: 'terbitkan', pesan: 'Halo' }),
  'owner-testimonial-published': async () => {
    await ownerPost({ aksi: 'terbitkan', pesan: MESSAGE })
    return owner.request().get('/pemilik/testimoni?selesai=terbit').set('Authorization', OWNER_AUTHORIZATION)
  },
  'owner-statistics': () => owner.request().get('/statistik').set('Authorization', OWNER_AUTHORIZATION),
  'forbidden-403': () => ownerPost({ aksi: 'terbitkan', pesan: MESSAGE }, 'cross-site'),
}

const CONTROL_INVALID_HTML =
  '<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><title>x</title></head><body><p id="a"></p><p id="a"></p></body></html>'

let dir: string
const messages = new Map<string, VnuMessage[]>()

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'html-validity-'))
  // A control document with a known error proves the checker ran and its report was read.
  const html: Record<string, string> = { 'control-invalid': CONTROL_INVALID_HTML }
  for (const [name, load] of Object.entries(documents)) {
    const res = await load()
    expect(res.headers['content-type'], `${name} is HTML`).toBe('text/html; charset=utf-8')
    html[name] = res.text
  }
  const files = Object.keys(html).map((name) => join(dir, `${name}.html`))
  await Promise.all(Object.values(html).map((text, i) => writeFile(files[i]!, text)))

  // Java's quick compiler alone suits one short run (it needs a deeper stack); language detection
  // only ever warns. vnu exits 1 when it found errors; the JSON report is what counts.
  const java = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-jar', VNU_JAR, '--errors-only', '--no-langdetect']
  const { stdout } = await promisify(execFile)('java', [...java, '--format', 'json', '--stdout', ...files], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string; message: string }) => {
    if (!error.stdout) throw new Error(`Nu Html Checker did not run (is Java installed?): ${error.message}`)
    return { stdout: error.stdout }
  })
  for (const message of (JSON.parse(stdout) as { messages: VnuMessage[] }).messages) {
    const name = message.url.replace(/^.*\//, '').replace(/\.html$/, '')
    messages.set(name, [...(messages.get(name) ?? []), message])
  }
}, 120_000)

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** The checker's CSS profile lacks SVG 2's `vector-effect` (the dashboard's charts), which every browser supports. */
const KNOWN_TO_BROWSERS = /^CSS: “vector-effect”: Property “vector-effect” doesn't exist\.$/
const errorsOf = (name: string) => (messages.get(name) ?? []).filter((m) => !KNOWN_TO_BROWSERS.test(m.message))

it('finds the duplicate id in a control document (the checker really ran)', () => {
  expect(errorsOf('control-invalid').map((m) => m.message)).toEqual(['Duplicate ID “a”.'])
})

it.each(Object.keys(documents))('the Nu Html Checker reports no errors on the %s page', (name) => {
  const errors = errorsOf(name).map(
    (m) => `line ${m.lastLine ?? '?'}: ${m.message} ${m.extract ? `[${m.extract.trim()}]` : ''}`,
  )
  expect(errors).toEqual([])
})
