import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { Testimonial } from '../../../shared/content-schema'

/** A testimonial the owner published, with its row's id and the moment it was published (ISO). */
export interface PublishedTestimonial {
  id: number
  testimonial: Testimonial
  publishedAt: string
}

/**
 * What the owner published and nothing else: a testimonial is written when the owner presses
 * Terbitkan and deleted when they press Sembunyikan (the client's chat message stays the source).
 * One row per testimonial: the same message published twice is kept once.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS published (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL, project TEXT NOT NULL, rating INTEGER NOT NULL, text TEXT NOT NULL, date TEXT NOT NULL,
  published_at TEXT NOT NULL,
  UNIQUE (name, project, rating, text, date)
);
`

/** How long a write waits for another container's: each holds the lock for one short statement. */
const BUSY_TIMEOUT_MS = 5_000

export type TestimonialStore = ReturnType<typeof openTestimonialStore>

/**
 * The store at `path` (node:sqlite, WAL, so every container of the volume reads while one writes),
 * its folder made if need be. Throws when it cannot be opened or is not this store.
 */
export function openTestimonialStore(path: string) {
  mkdirSync(dirname(path), { recursive: true })
  const db = new DatabaseSync(path)
  try {
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}; PRAGMA journal_mode = WAL; ${SCHEMA}`)
  } catch (error) {
    db.close()
    throw error
  }
  const list = db.prepare(
    'SELECT id, name, project, rating, text, date, published_at FROM published ORDER BY published_at DESC, id DESC',
  )
  const insert = db.prepare(
    'INSERT OR IGNORE INTO published (name, project, rating, text, date, published_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const remove = db.prepare('DELETE FROM published WHERE id = ?')
  const dataVersion = db.prepare('PRAGMA data_version')
  /** Writes made through this connection, which data_version does not count. */
  let ownWrites = 0
  return {
    /** Newest first. */
    list(): PublishedTestimonial[] {
      return list.all().map((row) => ({
        id: Number(row.id),
        testimonial: {
          name: String(row.name),
          project: String(row.project),
          rating: Number(row.rating),
          text: String(row.text),
          date: String(row.date),
        },
        publishedAt: String(row.published_at),
      }))
    },
    /** Publishes it; false when it was published already. */
    publish({ name, project, rating, text, date }: Testimonial, at: Date): boolean {
      const added = insert.run(name, project, rating, text, date, at.toISOString()).changes > 0
      if (added) ownWrites += 1
      return added
    },
    /** Hides (deletes) it; false when it was not there. */
    hide(id: number): boolean {
      const removed = remove.run(id).changes > 0
      if (removed) ownWrites += 1
      return removed
    },
    /** Changes whenever what is published may have changed, through any connection (another container's too). */
    revision(): string {
      return `${Number(dataVersion.get()!.data_version)} ${ownWrites}`
    },
    close: () => db.close(),
  }
}
