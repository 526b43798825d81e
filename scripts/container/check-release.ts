/**
 * What scripts/update.sh asks of each new container before the old ones stop, run inside it
 * (`node dist/container/check-release.js`; exit 0 = approved): each page its sitemap lists answers
 * 200 with a whole page, /sw.js answers 200, and every file its precache list names answers 200, with exactly the
 * bytes its integrity says where it has one. A release whose pages name a script it lacks, or whose
 * list disagrees with what it serves, never reaches a visitor.
 */
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'

interface Listed {
  url: string
  integrity?: string
}

/** What is wrong with the release served at `origin`: nothing when the list is empty. */
export async function releaseProblems(origin: string): Promise<string[]> {
  const problems: string[] = []
  const get = async (path: string) => {
    const res = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' } })
    const body = Buffer.from(await res.arrayBuffer())
    if (res.status !== 200) problems.push(`${path} answered ${res.status}`)
    return body
  }
  const sitemap = (await get('/sitemap.xml')).toString()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  if (pages.length === 0) problems.push('the sitemap lists no page')
  for (const page of pages)
    if (!(await get(page)).toString().trimEnd().endsWith('</html>')) problems.push(`${page} is not a whole page`)
  // Switched off (SERVICE_WORKER=off), /sw.js is the remover and lists nothing.
  const list = /^self\.__PRECACHE__=(\[.*?\]);\n/.exec((await get('/sw.js')).toString())?.[1]
  for (const { url, integrity } of JSON.parse(list ?? '[]') as Listed[]) {
    const body = await get(url)
    const sha256 = `sha256-${createHash('sha256').update(body).digest('base64')}`
    if (integrity && integrity !== sha256) problems.push(`${url}: its bytes are not the ones /sw.js lists`)
  }
  return problems
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = await releaseProblems(`http://127.0.0.1:${process.env.PORT ?? 3000}`)
  for (const problem of problems) console.error(`release check: ${problem}`)
  process.exit(problems.length === 0 ? 0 : 1)
}
