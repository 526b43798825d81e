import fc from 'fast-check'
import { Agent, request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { FORM_BODY_LIMIT } from '../../server/routes/form-routes'
import { startBuiltServer, type BuiltServer } from './harness'

const RUNS_PER_FORM = 1_000
const BODY_LIMIT_BYTES = Number.parseInt(FORM_BODY_LIMIT, 10) * 1024

/** One key=value piece of a body, as bytes, and what a reader of the form should see of it. */
interface Part {
  bytes: Buffer
  key: string
  /** The value exactly as typed when it went out well-formed and plain, else null. */
  plain: string | null
}

const CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=utf-8',
  'APPLICATION/X-WWW-FORM-URLENCODED; Charset=UTF-8',
  'application/x-www-form-urlencoded; charset=iso-8859-1',
  'application/x-www-form-urlencoded; charset=utf-16',
  'text/plain',
  'application/json',
  'multipart/form-data; boundary=----zz',
  'text/html; charset=utf-8',
  '',
  undefined,
] as const

const ALL_OPTIONS = Object.values(ORDER_FORM.fields).flatMap((field) => ('options' in field ? field.options : []))

function partArbitrary(fields: readonly string[]): fc.Arbitrary<Part> {
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...fields) },
    { weight: 1, arbitrary: fc.constantFrom(...fields).map((field) => `${field}[]`) },
    { weight: 1, arbitrary: fc.constantFrom(...fields).map((field) => `${field}[0]`) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'hasOwnProperty', 'toString', '', '&', '=') },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  )
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
    { weight: 2, arbitrary: fc.constantFrom('', ' ', '0', '5', '6', '-1', '1e3', ...ALL_OPTIONS) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z ]{2,40}$/) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 60_000, max: 70_000 }))
        .map((n) => 'a'.repeat(n)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '\u0000',
        '\uFEFF',
        '\uD800',
        '\uDFFF\uD800',
        '<script>alert(1)</script>',
        '"><img src=x>',
      ),
    },
  )
  /** How the value goes on the wire: well-formed or broken in ways a browser never sends. */
  const encoding = fc.constantFrom('proper', 'proper', 'proper', 'bad-percent', 'bad-utf8', 'raw-bytes', 'unencoded')
  return fc.tuple(key, value, encoding).map(([k, v, how]) => {
    const encodedKey = encodeURIComponent(k.replace(/[\uD800-\uDFFF]/g, 'x'))
    const wellFormed = v.replace(/[\uD800-\uDFFF]/g, '\uFFFD')
    let valueBytes: Buffer
    switch (how) {
      case 'bad-percent':
        valueBytes = Buffer.from(
          `${encodeURIComponent(wellFormed)}${['%', '%z', '%zz', '%E0%A4%A', '%%41'][v.length % 5]}`,
        )
        break
      case 'bad-utf8':
        valueBytes = Buffer.from(
          `${encodeURIComponent(wellFormed)}${['%ff%fe', '%c3%28', '%ed%a0%80', '%f8%88%80%80%80', '%c0%af'][v.length % 5]}`,
        )
        break
      case 'raw-bytes':
        valueBytes = Buffer.concat([Buffer.from(encodeURIComponent(wellFormed)), Buffer.from([0xff, 0xfe, 0x00, 0xc3])])
        break
      case 'unencoded':
        valueBytes = Buffer.from(v, 'utf8')
        break
      default:
        valueBytes = Buffer.from(encodeURIComponent(wellFormed))
    }
    return {
      bytes: Buffer.concat([Buffer.from(`${encodedKey}=`), valueBytes]),
      key: k,
      plain: how === 'proper' && /^[A-Za-z][A-Za-z ]{2,40}$/.test(v) && v.trim() === v ? v : null,
    }
  })
}

interface Submission {
  parts: Part[]
  contentType: (typeof CONTENT_TYPES)[number]
  separator: string
}

function submissionArbitrary(fields: readonly string[]): fc.Arbitrary<Submission> {
  return fc.record({
    parts: fc.array(partArbitrary(fields), { maxLength: 24 }),
    contentType: fc.constantFrom(...CONTENT_TYPES),
    separator: fc.constantFrom('&', '&', '&', '&&', ';'),
  })
}

let server: BuiltServer
const agent = new Agent({ keepAlive: true, maxSockets: 1 })

/**
 * A post with node:http rather than the harness's supertest: a body past the limit is refused
 * before it is read, and the server closes the connection while the client is still sending.
 * node:http hands over the answer that came first; superagent reports only the broken pipe.
 */
function post(path: string, body: Buffer, contentType: string | undefined) {
  return new Promise<{ status: number; location: string; type: string; text: string }>((done, fail) => {
    const headers: Record<string, string | number> = { 'Content-Length': body.length }
    if (contentType !== undefined) headers['Content-Type'] = contentType
    const req = httpRequest({ host: '127.0.0.1', port: server.port, path, method: 'POST', headers, agent }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          location: String(res.headers.location ?? ''),
          type: String(res.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      )
    })
    req.on('error', fail)
    req.end(body)
  })
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Property-based POSTs to one form (each form has its own test file, so they run side by side). */
export function fuzzForm({ path, names: fields }: FormDefinition) {
  beforeAll(async () => {
    // The production build in its own process, as deployed (React's production build).
    server = await startBuiltServer({ RATE_LIMIT_MAX: '1000000' })
  })
  afterAll(async () => {
    agent.destroy()
    await server.stop()
  })

  describe(`any body posted to ${path}`, () => {
    it(
      `gets a 303 to the chat or a 4xx page keeping what was typed, never a 5xx (${RUNS_PER_FORM} bodies)`,
      { timeout: 60_000 },
      async () => {
        await fc.assert(
          fc.asyncProperty(submissionArbitrary(fields), async ({ parts, contentType, separator }) => {
            const body = Buffer.concat(
              parts.flatMap((part, i) => (i ? [Buffer.from(separator), part.bytes] : [part.bytes])),
            )
            const reply = await post(path, body, contentType)
            expect(reply.status).toBeLessThan(500)
            if (reply.status === 303) {
              expect(reply.location).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
              return
            }
            expect(reply.status).toBeGreaterThanOrEqual(400)
            expect(reply.type).toMatch(/^text\/html/)
            expect(reply.text).toContain('<html lang="id"')

            const isForm =
              contentType !== undefined && /^application\/x-www-form-urlencoded(; charset=utf-8)?$/i.test(contentType)
            if (isForm && body.length > BODY_LIMIT_BYTES) expect(reply.status).toBe(413)
            if (reply.status === 422 && isForm) {
              // The first value of each field is what the form shows again, as typed.
              const firstParts = new Map<string, Part>()
              if (separator === '&')
                for (const part of parts) if (!firstParts.has(part.key)) firstParts.set(part.key, part)
              for (const field of fields) {
                const plain = firstParts.get(field)?.plain
                if (plain && field !== 'rating') expect(reply.text).toContain(escapeHtml(plain))
              }
            }
          }),
          { numRuns: RUNS_PER_FORM },
        )
        expect(server.output()).not.toMatch(/request failed|render failed|Error/)
      },
    )
  })
}
