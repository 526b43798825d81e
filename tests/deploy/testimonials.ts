/**
 * A client's testimonial published by the owner (/pemilik/testimoni) in the deployment: posted to one
 * app container, it shows on / of every container within 10 s with no restart (each polls the store on
 * the shared volume), and it is still there after the updates and the rollback, which replace every
 * container. The container's own clock times each: they share the host's.
 */
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { submittedChatText } from '../support/chat-link'
import { TESTIMONIAL } from '../support/form-fixtures'
import { expect, ok, OWNER_PASSWORD, type Project } from './project'

/** The client's name, which nothing else on the site says. */
const CLIENT = 'Klien Uji Penerapan'
const MESSAGE = submittedChatText(TESTIMONIAL_FORM, { ...TESTIMONIAL, namaLengkap: CLIENT }, { now: new Date() })
const WITHIN_MS = 10_000

/** In a container: polls its own / every 100 ms until it names the client; when (ms since the epoch), or null after 20 s. */
const SEEN_AT = `const started = Date.now()
  while (Date.now() - started < 20000) {
    const html = await (await fetch('http://127.0.0.1:3000/')).text()
    if (html.includes(process.argv[1])) return Date.now()
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return null`

/** In a container: what its own connection to the store reads now. */
const STORE_ROWS = `const { DatabaseSync } = require('node:sqlite')
  const db = new DatabaseSync('/app/data/testimonials.db', { readOnly: true })
  return db.prepare('SELECT name FROM published').all().map((row) => row.name)`

/** Published on the first app container, as the owner's page posts it; then seen on every container's /. */
export async function testimonialPublished(project: Project): Promise<void> {
  const ids = await project.ids('app')
  const seen = Promise.all(ids.map((id) => project.node<number | null>(id, SEEN_AT, CLIENT)))
  const publishedAt = await project.node<number>(
    ids[0]!,
    `const res = await fetch('http://127.0.0.1:3000/pemilik/testimoni', {
      method: 'POST',
      redirect: 'manual',
      headers: {
        authorization: 'Basic ' + Buffer.from('pemilik:' + process.argv[1]).toString('base64'),
        origin: 'http://127.0.0.1:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ aksi: 'terbitkan', pesan: process.argv[2] }),
    })
    if (res.status !== 303) throw new Error('the publish answered ' + res.status)
    return Date.now()`,
    OWNER_PASSWORD,
    MESSAGE,
  )
  const delays = (await seen).map((at) => (at === null ? Infinity : Math.max(0, at - publishedAt)))
  const shown = delays.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(' / ')
  if (!(delays.length === 3 && delays.every((ms) => ms <= WITHIN_MS))) {
    const stores = await Promise.all(ids.map((id) => project.node<unknown>(id, STORE_ROWS)))
    const logs = await Promise.all(ids.map((id) => project.docker(['logs', id], { withStderr: true })))
    const said = logs.map((log) => log.split('\n').filter((line) => line.startsWith('testimonials:')))
    throw new Error(
      `a testimonial published on one container showed on the 3 after ${shown}; their stores hold ${JSON.stringify(stores)}; they logged ${JSON.stringify(said)}`,
    )
  }
  ok(`a testimonial published on one container: on / of all 3 after ${shown} (the first is the one it was posted to)`)
}

/** Every container's / still shows it, however many times they were replaced since. */
export async function testimonialKept(project: Project, after: string): Promise<void> {
  const ids = await project.ids('app')
  const shows = await Promise.all(
    ids.map((id) =>
      project.node<boolean>(
        id,
        `return (await (await fetch('http://127.0.0.1:3000/')).text()).includes(process.argv[1])`,
        CLIENT,
      ),
    ),
  )
  expect(shows.length > 0 && shows.every(Boolean), `after ${after}, the containers' / show the testimonial: ${shows}`)
  ok(`the published testimonial after ${after}: on / of all ${shows.length} containers`)
}
