/**
 * The first deploy, TLS and redirects, the visitor's address, several containers. A visitor on this
 * machine: HTTPS (1.1) to Caddy on loopback, trusting Caddy's own certificate authority only.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { request } from 'node:https'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { ORDER } from '../support/form-fixtures'
import { PAGE_PATHS } from '../support/page-paths'
import { run, waitFor } from './engine'
import { caddyRuns } from './load'
import { expect, ok, TEST_SETTINGS, type Project } from './project'

/** Headers that belong to a connection or a moment, not to the page. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])
const FORM = new URLSearchParams(ORDER).toString()

export type Visitor = ReturnType<typeof visitor>

/** A request to https://localhost: a GET, or a POST of `form`. Its status and headers. */
export function visitor(caFile: string) {
  const ca = readFileSync(caFile)
  return (path: string, { form, headers = {} }: { form?: string; headers?: Record<string, string> } = {}) =>
    new Promise<{ status: number; headers: Record<string, string> }>((resolve, reject) => {
      const method = form === undefined ? 'GET' : 'POST'
      if (form !== undefined) headers = { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }
      const options = { host: 'localhost', port: 443, method, path, ca, headers, agent: false, timeout: 15_000 }
      const req = request(options, (res) => {
        const flat = Object.entries(res.headers).map(([name, value]) => [name, [value ?? ''].flat().join(', ')])
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode!, headers: Object.fromEntries(flat) }))
        res.on('error', reject)
      })
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in 15 s`)))
      req.on('error', reject)
      req.end(form)
    })
}

/** The owner's first deploy: until https://localhost/ answers 200. Caddy's root certificate file. */
export async function deploy(project: Project, dir: string): Promise<string> {
  const started = Date.now()
  await project.compose(['up', '-d', '--build'])
  const upSeconds = (Date.now() - started) / 1000
  const [appId] = await project.ids('app')
  const healthySeconds = await project.waitHealthy(appId!)
  const [caddyId] = await project.ids('caddy')
  const caFile = join(dir, 'caddy-root.crt')
  const answers = async () => {
    writeFileSync(caFile, await project.docker(['exec', caddyId!, 'cat', '/data/caddy/pki/authorities/local/root.crt']))
    return (await visitor(caFile)('/')).status === 200
  }
  // Caddy may still be creating its CA or the certificate; 120 s from the start in all.
  const left = 120_000 - (Date.now() - started)
  await waitFor(() => answers().catch(() => false), 'https://localhost/ answering 200 (120 s from compose up)', left)
  const caddyVersion = (await project.docker(['exec', caddyId!, 'caddy', 'version'])).trim().split(/\s/)[0]
  console.log(`test-deploy: Caddy ${caddyVersion} runs`)
  caddyRuns(caddyVersion!)
  ok(`compose up -d --build: ${upSeconds.toFixed(1)} s; app healthy ${healthySeconds.toFixed(1)} s later; TLS up`)
  return caFile
}

export async function checkTls(project: Project, visit: Visitor, caFile: string): Promise<void> {
  const ids = await project.ids('app')
  const curl = async (url: string, format: string, ...args: string[]) =>
    (await run(['curl', '-sS', '-o', '/dev/null', '-w', format, ...args, url])).trim()
  for (const path of PAGE_PATHS) {
    const got = await curl(`https://localhost${path}`, '%{http_code} %{http_version}', '--http2', '--cacert', caFile)
    expect(got === '200 2', `https://localhost${path} answered "${got}", expected "200 2" (status, HTTP version)`)

    // The app's own headers, asked inside its container (no proxy in between) for the Host Caddy passes on.
    const direct = await project.node<Record<string, string>>(
      ids[0]!,
      `const headers = { host: 'localhost', 'accept-encoding': 'identity' }
      const res = await new Promise((resolve, reject) =>
        require('node:http').get({ host: '127.0.0.1', port: 3000, path: process.argv[1], headers }, resolve).on('error', reject))
      res.resume()
      return Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, [value].flat().join(', ')]))`,
      path,
    )
    const proxied = (await visit(path, { headers: { 'Accept-Encoding': 'identity' } })).headers
    for (const [name, value] of Object.entries(direct)) {
      if (PER_CONNECTION.has(name)) continue
      expect(proxied[name] === value, `${path}: ${name} is "${proxied[name]}" through Caddy, "${value}" from the app`)
    }
    // Caddy may add only Alt-Svc: it announces HTTP/3.
    const added = Object.keys(proxied).filter((name) => !(name in direct) && !PER_CONNECTION.has(name))
    expect(added.join() === 'alt-svc' || added.length === 0, `${path}: Caddy added ${added.join(', ')}`)
    expect(!('server' in proxied), `${path}: Caddy sends a Server header`)

    const redirect = await curl(`http://127.0.0.1${path}`, '%{http_code} %{redirect_url}', '-H', 'Host: localhost')
    expect(redirect === `308 https://localhost${path}`, `http://localhost${path} answered "${redirect}"`)
  }

  const published = async (id: string) => (await project.docker(['port', id])).split('\n').filter(Boolean)
  for (const id of ids) expect((await published(id)).length === 0, `app container ${id.slice(0, 12)} publishes a port`)
  const [caddyId] = await project.ids('caddy')
  const caddyPorts = [...new Set((await published(caddyId!)).map((line) => line.split(' ')[0]))].sort().join(' ')
  expect(caddyPorts === '443/tcp 443/udp 80/tcp', `Caddy publishes ${caddyPorts}, expected 80/tcp 443/tcp 443/udp`)
  ok(
    `${PAGE_PATHS.join(', ')}: 200 over HTTP/2, the app's headers; http:// 308 to https://; only Caddy publishes ports`,
  )
}

export async function checkVisitorAddress(project: Project, visit: Visitor): Promise<void> {
  const max = Number(TEST_SETTINGS.RATE_LIMIT_MAX)
  const expected = [...Array<number>(max).fill(303), 429].join(' ')

  const forged: number[] = []
  for (let i = 1; i <= max + 1; i += 1)
    forged.push((await visit('/pesanan', { form: FORM, headers: { 'X-Forwarded-For': `203.0.113.${i}` } })).status)
  expect(forged.join(' ') === expected, `posts with forged X-Forwarded-For answered ${forged.join(' ')}`)
  ok(`visitor on loopback, a new forged X-Forwarded-For on each post: ${forged.join(' ')} (limit ${max})`)

  // A second visitor, in an app container: to Caddy by its service name, with its certificate's name.
  const [appId] = await project.ids('app')
  const other = await project.node<number[]>(
    appId!,
    `const headers = { Host: 'localhost', 'Content-Type': 'application/x-www-form-urlencoded' }
    const options = { host: 'caddy', port: 443, servername: 'localhost', path: '/pesanan', method: 'POST', headers }
    const post = () => new Promise((resolve, reject) => require('node:https')
      .request({ ...options, rejectUnauthorized: false, agent: false }, (res) => resolve(res.resume().statusCode))
      .on('error', reject).end(process.argv[1]))
    const out = []
    for (let i = 0; i < Number(process.argv[2]); i++) out.push(await post())
    return out`,
    FORM,
    String(max + 1),
  )
  expect(other.join(' ') === expected, `posts of a second visitor answered ${other.join(' ')}`)
  ok(`a second visitor (another address), no forged header: ${other.join(' ')}: counted apart, same limit`)
}

/** As the README says: APP_REPLICAS=3 in .env, compose up -d. Then how many of 60 requests each container logged. */
export async function threeContainers(project: Project, visit: Visitor): Promise<void> {
  const count = 60
  project.writeEnv({ APP_REPLICAS: '3' })
  await project.compose(['up', '-d'])
  const ids = await project.ids('app')
  expect(ids.length === 3, `${ids.length} app containers after APP_REPLICAS=3`)
  await Promise.all(ids.map((id) => project.waitHealthy(id)))
  // Caddy looks the containers up again every second (Caddyfile: refresh 1s).
  await sleep(1500)

  const logged = async (id: string) => ((await project.docker(['logs', id])).match(/^GET \/ 200 /gm) ?? []).length
  const before = await Promise.all(ids.map(logged))
  for (let i = 0; i < count; i += 1) expect((await visit('/')).status === 200, 'GET / did not answer 200')
  const after = await Promise.all(ids.map(logged))
  const served = after.map((n, i) => n - before[i]!)
  expect(served.length === 3 && Math.min(...served) > 0, `${count} requests reached the containers as ${served}`)
  ok(`APP_REPLICAS=3: 3 app containers; ${count} requests through Caddy reached all 3 (${served.join(' / ')})`)
}
