/**
 * A CDN in front of Caddy that rewrites pages on the way, as Cloudflare's Email Address Obfuscation
 * (on by default there) does to the landing page's mailto: link: a proxy on loopback, plain HTTP,
 * that SITE_URL then names. scripts/update.sh, checking at SITE_URL what visitors get, must name each
 * page rewritten, in one line each saying which rewrite it most likely is, and exit non-zero.
 */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import { request } from 'node:https'
import type { AddressInfo } from 'node:net'
import { describeLoad, underLoad } from './load'
import { expect, ok, type Project } from './project'
import { startUpdate } from './update-script'

/** A mailto: link; what Cloudflare's obfuscation puts in its place, and the script it adds to decode it. */
const MAILTO = /href="mailto:[^"]*"/g
const OBFUSCATED = 'href="/cdn-cgi/l/email-protection#4d252c21230d28352c203d2128632e2220"'
const DECODER =
  '<script data-cfasync="false" src="/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js"></script>'

/**
 * The proxy: every request to Caddy for DOMAIN (its certificate trusted by `caFile`); an HTML page
 * with a mailto: link has it obfuscated and the decoder added, as Cloudflare does only where it found
 * an address. The paths it rewrote.
 */
async function startRewritingCdn(caFile: string) {
  const ca = readFileSync(caFile)
  const rewritten = new Set<string>()
  const server = createServer((req, res) => {
    const headers = { ...req.headers, host: 'localhost', 'accept-encoding': 'identity' }
    const upstream = request({ host: 'localhost', port: 443, path: req.url, method: req.method, headers, ca })
    upstream.on('response', async (answer: IncomingMessage) => {
      let body = Buffer.concat(await answer.toArray())
      const html = String(answer.headers['content-type']).startsWith('text/html')
      if (html && body.includes('href="mailto:')) {
        body = Buffer.from(body.toString().replace(MAILTO, OBFUSCATED).replace('</body>', `${DECODER}</body>`))
        rewritten.add(new URL(req.url!, 'http://cdn').pathname)
      }
      const { 'content-length': _length, 'transfer-encoding': _chunked, ...rest } = answer.headers
      res.writeHead(answer.statusCode!, { ...rest, 'content-length': body.length })
      res.end(body)
    })
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, rewritten, close: () => server.close() }
}

export async function rewrittenPage(project: Project, caFile: string): Promise<void> {
  const cdn = await startRewritingCdn(caFile)
  const replicas = String((await project.ids('app')).length)
  try {
    // The owner's .env behind a CDN: SITE_URL is the CDN's address.
    project.writeEnv({ APP_REPLICAS: replicas, SITE_URL: cdn.url })
    const update = () => startUpdate(project).finished
    const { result, load } = await underLoad('during the update behind the rewriting CDN', update)
    const lines = result.output.split('\n').filter((line) => line.includes('reaches visitors changed'))
    // "update: <SITE_URL><path> reaches visitors changed …"
    const named = lines.map((line) => line.split(' ')[1]!.slice(cdn.url.length))
    const expected = [...cdn.rewritten].sort()
    expect(expected.includes('/'), `the CDN rewrote ${expected.join(', ') || 'nothing'}, not the landing page`)
    expect(
      result.code !== 0,
      `update.sh exited 0 although ${expected.join(', ')} reach visitors rewritten:\n${result.output}`,
    )
    expect(
      named.sort().join() === expected.join(),
      `update.sh named ${named.join(', ') || 'nothing'}, the CDN rewrote ${expected.join(', ')}:\n${result.output}`,
    )
    const other = lines.find((line) => !line.includes("Cloudflare's Email Address Obfuscation"))
    expect(other === undefined, `a line names another rewrite: ${other}`)
    ok(
      `a page rewritten on the way (SITE_URL ${cdn.url}, a CDN that obfuscates e-mail on ${expected.join(', ')}): ` +
        `update.sh exits ${result.code}, saying "${lines[0]!.replace(/^update: /, '')}"; ${describeLoad(load)}`,
    )
  } finally {
    cdn.close()
    project.writeEnv({ APP_REPLICAS: replicas })
  }
}
