/** Points 1 to 3 of the deploy test: TLS and redirects, the visitor's address, several containers. */
import { ORDER } from '../support/form-fixtures'
import { runningIds } from './containers'
import { run } from './engine'
import { TEST_SETTINGS, type Project } from './project'
import { plainGet, type Visitor } from './visitor'

const PAGES = ['/', '/pesanan', '/testimoni']
/** Headers that belong to a connection or a moment, not to the page. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])
/** What Caddy may add: it announces HTTP/3. */
const CADDY_ADDS = new Set(['alt-svc'])

export const ok = (message: string) => console.log(`ok   ${message}`)

export function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message)
}

/** The app's own headers for a page, asked inside its container (no proxy in between). */
async function appHeaders(project: Project, appId: string, path: string): Promise<Record<string, string>> {
  const script =
    "fetch('http://127.0.0.1:3000' + process.argv[1], { headers: { 'accept-encoding': 'identity' } })" +
    '.then((r) => console.log(JSON.stringify(Object.fromEntries(r.headers))))'
  return JSON.parse(await project.docker(['exec', appId, 'node', '-e', script, path]))
}

export async function checkTls(project: Project, visitor: Visitor, caFile: string): Promise<void> {
  const [appId] = await runningIds(project, 'app')
  for (const path of PAGES) {
    const curl = ['curl', '-sS', '--http2', '--cacert', caFile, '-o', '/dev/null', '-w', '%{http_code} %{http_version}']
    const got = (await run([...curl, `https://localhost${path}`])).trim()
    expect(got === '200 2', `https://localhost${path} answered "${got}", expected "200 2" (status, HTTP version)`)

    const direct = await appHeaders(project, appId!, path)
    const proxied = (await visitor.get(path, { 'Accept-Encoding': 'identity' })).headers
    for (const [name, value] of Object.entries(direct)) {
      if (PER_CONNECTION.has(name)) continue
      expect(proxied[name] === value, `${path}: ${name} is "${proxied[name]}" through Caddy, "${value}" from the app`)
    }
    const added = Object.keys(proxied).filter((name) => !(name in direct) && !PER_CONNECTION.has(name))
    expect(
      added.every((name) => CADDY_ADDS.has(name)),
      `${path}: Caddy added ${added.join(', ')}`,
    )
    expect(!('server' in proxied), `${path}: Caddy sends a Server header`)
  }
  ok(`${PAGES.join(', ')}: 200 over HTTP/2 with a certificate from Caddy's CA; the app's headers unchanged, no Server`)

  for (const path of PAGES) {
    const answer = await plainGet(80, path)
    expect(
      answer.status === 308 && answer.headers.location === `https://localhost${path}`,
      `http://localhost${path} answered ${answer.status} to ${answer.headers.location}`,
    )
  }
  ok('http:// redirects to https:// (308, same path)')

  const published = async (id: string) => (await project.docker(['port', id])).split('\n').filter(Boolean)
  for (const id of await runningIds(project, 'app'))
    expect((await published(id)).length === 0, `app container ${id.slice(0, 12)} publishes a port`)
  const [caddyId] = await runningIds(project, 'caddy')
  const caddyPorts = [...new Set((await published(caddyId!)).map((line) => line.split(' ')[0]))].sort()
  expect(
    caddyPorts.join(' ') === '443/tcp 443/udp 80/tcp',
    `Caddy publishes ${caddyPorts.join(' ')}, expected 80/tcp 443/tcp 443/udp`,
  )
  ok('only Caddy publishes ports (80/tcp, 443/tcp, 443/udp); the app publishes none')
}

const FORM = new URLSearchParams(ORDER).toString()

/** Statuses of `count` order posts sent from inside a container, through Caddy (another visitor). */
async function postsFromContainer(project: Project, id: string, count: number): Promise<number[]> {
  const script = `
    const https = require('node:https')
    const [body, count] = [process.argv[1], Number(process.argv[2])]
    // Caddy's certificate is for localhost; this visitor reaches it by its service name.
    const post = () => new Promise((resolve, reject) => {
      const headers = { Host: 'localhost', 'Content-Type': 'application/x-www-form-urlencoded' }
      https.request({ host: 'caddy', port: 443, servername: 'localhost', path: '/pesanan', method: 'POST',
        headers, rejectUnauthorized: false, agent: false }, (res) => { res.resume(); resolve(res.statusCode) })
        .on('error', reject).end(body)
    })
    ;(async () => { const out = []; for (let i = 0; i < count; i++) out.push(await post()); console.log(out.join(' ')) })()`
  const out = await project.docker(['exec', id, 'node', '-e', script, FORM, String(count)])
  return out.trim().split(' ').map(Number)
}

export async function checkVisitorAddress(project: Project, visitor: Visitor): Promise<void> {
  const max = Number(TEST_SETTINGS.RATE_LIMIT_MAX)
  const expected = [...Array<number>(max).fill(303), 429].join(' ')

  const forged: number[] = []
  for (let i = 1; i <= max + 1; i += 1)
    forged.push((await visitor.post('/pesanan', FORM, { 'X-Forwarded-For': `203.0.113.${i}` })).status)
  expect(forged.join(' ') === expected, `posts with forged X-Forwarded-For answered ${forged.join(' ')}`)
  ok(`visitor on loopback, a new forged X-Forwarded-For on each post: ${forged.join(' ')} (limit ${max})`)

  const [appId] = await runningIds(project, 'app')
  const other = await postsFromContainer(project, appId!, max + 1)
  expect(other.join(' ') === expected, `posts of a second visitor answered ${other.join(' ')}`)
  ok(`a second visitor (another address), no forged header: ${other.join(' ')}: counted apart, same limit`)
}

/** Sends `count` page requests through Caddy; returns how many each app container logged. */
export async function checkSpread(project: Project, visitor: Visitor, count = 60): Promise<number[]> {
  const ids = await runningIds(project, 'app')
  const logged = async (id: string) => ((await project.docker(['logs', id])).match(/^GET \/ 200 /gm) ?? []).length
  const before = await Promise.all(ids.map(logged))
  for (let i = 0; i < count; i += 1) expect((await visitor.get('/')).status === 200, 'GET / did not answer 200')
  const after = await Promise.all(ids.map(logged))
  const served = after.map((n, i) => n - before[i]!)
  expect(
    served.length === 3 && served.every((n) => n > 0),
    `${count} requests reached the containers as ${served.join('/')}`,
  )
  ok(`${count} requests through Caddy reached all 3 app containers (${served.join(' / ')}, by their access logs)`)
  return served
}
