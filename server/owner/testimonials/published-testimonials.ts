import type { Testimonial } from '../../../shared/content-schema'
import { openTestimonialStore, type PublishedTestimonial, type TestimonialStore } from './testimonial-store'

/**
 * How often each process asks the store whether anything changed (one `PRAGMA data_version`, a few
 * microseconds): what the owner publishes on one container shows on every other within this, plus the
 * few hundred milliseconds the pages take to render again.
 */
export const POLL_MS = 2_000

/** What the pages show: the published testimonials, newest first, and a number that changes with them. */
export interface PublishedSnapshot {
  version: number
  testimonials: readonly Testimonial[]
}

interface PublishedOptions {
  path: string
  /** Test seam: how the store is opened. */
  open?: ((path: string) => TestimonialStore) | undefined
  /** Called when the list has changed (not at the first read). */
  onChange?: () => void
}

const message = (error: unknown) => (error instanceof Error ? error.message : 'unknown error')

/**
 * The owner's published testimonials as this process knows them, kept in step with the store on the
 * shared volume: read at start and again whenever another process (or this one) has written. A store
 * that fails is logged once and opened again at the next poll; meanwhile the last list stays shown.
 */
export function publishedTestimonials({ path, open = openTestimonialStore, onChange }: PublishedOptions) {
  let store: TestimonialStore | undefined
  let revision: string | undefined
  let rows: PublishedTestimonial[] = []
  let snapshot: PublishedSnapshot = { version: 0, testimonials: [] }
  let failed = false

  const fail = (error: unknown) => {
    if (!failed) console.error(`testimonials: the store at ${path} failed: ${message(error)}`)
    failed = true
    try {
      store?.close()
    } catch {
      // Closing a broken connection may fail too; it is dropped either way.
    }
    store = undefined
  }
  /** Reads the store again if it changed; false when it cannot be read. */
  const refresh = (): boolean => {
    try {
      store ??= open(path)
      const current = store.revision()
      if (current !== revision) {
        rows = store.list()
        const first = revision === undefined
        revision = current
        snapshot = { version: snapshot.version + 1, testimonials: rows.map((row) => row.testimonial) }
        if (!first) onChange?.()
      }
      if (failed) console.error(`testimonials: the store at ${path} works again`)
      failed = false
      return true
    } catch (error) {
      fail(error)
      return false
    }
  }
  /** A write through the store, then the list read again at once; undefined when the store failed. */
  const write = <T>(change: (store: TestimonialStore) => T): T | undefined => {
    if (!refresh()) return undefined
    try {
      const result = change(store!)
      refresh()
      return result
    } catch (error) {
      fail(error)
      return undefined
    }
  }

  refresh()
  const timer = setInterval(refresh, POLL_MS).unref()
  return {
    /** What the pages render from. */
    current: (): PublishedSnapshot => snapshot,
    /** The rows, as the owner's page lists them; undefined when the store cannot be read. */
    rows: (): PublishedTestimonial[] | undefined => (refresh() ? rows : undefined),
    /** Publishes it: true if added, false if it was already published, undefined if the store failed. */
    publish: (testimonial: Testimonial, at: Date) => write((store) => store.publish(testimonial, at)),
    /** Hides it: true if hidden, false if it was not published, undefined if the store failed. */
    hide: (id: number) => write((store) => store.hide(id)),
    close(): void {
      clearInterval(timer)
      store?.close()
      store = undefined
    },
  }
}

export type PublishedTestimonials = ReturnType<typeof publishedTestimonials>
