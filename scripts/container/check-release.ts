/**
 * What scripts/update.sh asks of each new container before a visitor's request may reach it, run
 * inside it (`node dist/container/check-release.js`; exit 0 = approved): each page its sitemap lists
 * answers 200 with a whole page, a valid post of each form answers 303 to the chat, /sw.js answers
 * 200, and every file its precache list names answers 200, with exactly the bytes its integrity says
 * where it has one; with the shared folder (SHARED_ASSETS_DIR), this build's scripts and photos are
 * there, so that the containers of before can answer this build's pages' requests for them. A
 * release that answers a 5xx anywhere, whose pages name a script it lacks, or whose list disagrees
 * with what it serves, never reaches a visitor.
 */
import { createHash } from 'node:crypto'
import { constants } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

interface Listed {
  url: string
  integrity?: string
}

/** Hosts a form's 303 may lead to: the chat (shared/whatsapp/build-whatsapp-url.ts). */
const CHAT_HOSTS = ['wa.me', 'api.whatsapp.com']

/**
 * A submission each form accepts, by the form's path (check-release.test.ts holds every form to one
 * that its own validation passes). No visitor typed it; it goes nowhere but to the 303.
 */
export const RELEASE_CHECK_POSTS: Readonly<Record<string, Record<string, string>>> = {
  '/pesanan': {
    namaLengkap: 'Pemeriksa Rilis',
    email: 'rilis@example.com',
    nomorWhatsApp: '081234567890',
    jenisLayanan: 'Website & Aplikasi',
    deskripsiKebutuhan: 'Pesanan uji dari pemeriksaan rilis sebelum kontainer baru melayani pengunjung.',
    desain: 'Sudah ada desain',
    estimasiWaktu: '1-7 hari',
  },
  '/testimoni': {
    namaLengkap: 'Pemeriksa Rilis',
    namaProyek: 'Pemeriksaan Rilis',
    rating: '5',
    testimoni: 'Testimoni uji dari pemeriksaan rilis, dikirim sebelum kontainer baru melayani pengunjung mana pun.',
  },
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
  for (const [path, fields] of Object.entries(RELEASE_CHECK_POSTS)) {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    })
    const location = res.headers.get('location') ?? ''
    const toChat = URL.canParse(location) && CHAT_HOSTS.includes(new URL(location).hostname)
    if (res.status !== 303 || !toChat)
      problems.push(`a valid post to ${path} answered ${res.status}, not 303 to the chat`)
  }
  // Switched off (SERVICE_WORKER=off), /sw.js is the remover and lists nothing.
  const list = /^self\.__PRECACHE__=(\[.*?\]);\n/.exec((await get('/sw.js')).toString())?.[1]
  for (const { url, integrity } of JSON.parse(list ?? '[]') as Listed[]) {
    const body = await get(url)
    const sha256 = `sha256-${createHash('sha256').update(body).digest('base64')}`
    if (integrity && integrity !== sha256) problems.push(`${url}: its bytes are not the ones /sw.js lists`)
  }
  return problems
}

/**
 * This build's files that the shared folder lacks, or holds with other bytes, once the container
 * has had `waitMs` to copy them (it does so beside the server: scripts/container/supervise.ts).
 */
export async function unsharedFiles(ownDir: string, sharedDir: string, waitMs = 10_000): Promise<string[]> {
  const entries = await readdir(ownDir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ownDir, join(entry.parentPath, entry.name)))
  const differs = async (file: string) => {
    // Non-blocking: a FIFO in its place must not hang the check.
    const sharedCopy = readFile(join(sharedDir, file), { flag: constants.O_RDONLY | constants.O_NONBLOCK })
    const [own, shared] = await Promise.all([readFile(join(ownDir, file)), sharedCopy.catch(() => null)])
    return !shared?.equals(own)
  }
  const started = Date.now()
  let missing = files
  for (;;) {
    const checked = await Promise.all(missing.map(differs))
    missing = missing.filter((_file, index) => checked[index])
    if (missing.length === 0 || Date.now() - started >= waitMs) return missing
    await sleep(200)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = await releaseProblems(`http://127.0.0.1:${process.env.PORT ?? 3000}`)
  if (process.env.SHARED_ASSETS_DIR) {
    const missing = await unsharedFiles('dist/public/assets', join(process.env.SHARED_ASSETS_DIR, 'assets'))
    if (missing.length > 0)
      problems.push(`the shared folder lacks ${missing.length} of this build's files, e.g. ${missing[0]}`)
  }
  for (const problem of problems) console.error(`release check: ${problem}`)
  process.exit(problems.length === 0 ? 0 : 1)
}
