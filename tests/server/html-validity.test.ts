import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from './test-app'

/**
 * The Nu Html Checker (the W3C validator, npm `vnu-jar`, run with the machine's Java) on the
 * server-rendered HTML of every page and every status page a visitor can meet.
 */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'))

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

const app = testApp({}, { RATE_LIMIT_MAX: '1000' })
const limitedApp = testApp({}, { RATE_LIMIT_MAX: '1' })

const PAGES: Record<string, () => Promise<request.Response>> = {
  landing: () => request(app).get('/'),
  order: () => request(app).get('/pesanan'),
  testimonial: () => request(app).get('/testimoni'),
  'not-found': () => request(app).get('/tidak-ada'),
  'order-422': () => request(app).post('/pesanan').type('form').send({ email: 'bukan-email' }),
  'testimonial-422': () => request(app).post('/testimoni').type('form').send({ rating: '0' }),
  'unsupported-415': () => request(app).post('/pesanan').set('Content-Type', 'application/json').send('{}'),
  'too-many-429': async () => {
    await request(limitedApp).post('/testimoni').type('form').send({})
    return request(limitedApp).post('/testimoni').type('form').send({})
  },
}

const CONTROL_INVALID_HTML =
  '<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><title>x</title></head><body><p id="a"></p><p id="a"></p></body></html>'

let dir: string
const messages = new Map<string, VnuMessage[]>()

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'html-validity-'))
  const files: string[] = []
  for (const [name, load] of Object.entries(PAGES)) {
    const res = await load()
    expect(res.type, `${name} is HTML`).toBe('text/html')
    const file = join(dir, `${name}.html`)
    await writeFile(file, res.text)
    files.push(file)
    messages.set(name, [])
  }
  const serverError = join(dir, 'server-error-500.html')
  await writeFile(serverError, app.locals.serverErrorHtml as string)
  files.push(serverError)
  messages.set('server-error-500', [])
  // A control document with a known error proves the checker ran and its report was read.
  const control = join(dir, 'control-invalid.html')
  await writeFile(control, CONTROL_INVALID_HTML)
  files.push(control)
  messages.set('control-invalid', [])

  // vnu exits 1 when it found errors; the JSON report is what counts.
  const { stdout } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string; message: string }) => {
    if (!error.stdout) throw new Error(`Nu Html Checker did not run (is Java installed?): ${error.message}`)
    return { stdout: error.stdout }
  })
  for (const message of (JSON.parse(stdout) as { messages: VnuMessage[] }).messages) {
    const name = message.url.replace(/^.*\//, '').replace(/\.html$/, '')
    messages.get(name)?.push(message)
  }
}, 120_000)

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

const errorsOf = (name: string) => (messages.get(name) ?? []).filter((m) => m.type !== 'info')

describe('valid HTML (Nu Html Checker)', () => {
  it('finds the duplicate id in a control document (the checker really ran)', () => {
    expect(errorsOf('control-invalid').map((m) => m.message)).toEqual(['Duplicate ID “a”.'])
  })

  it.each([...Object.keys(PAGES), 'server-error-500'])('reports no errors on the %s page', (name) => {
    const errors = errorsOf(name).map((m) => `line ${m.lastLine ?? '?'}: ${m.message} ${m.extract ? `[${m.extract.trim()}]` : ''}`)
    expect(errors).toEqual([])
  })
})
