import { existsSync } from 'node:fs'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as v from 'valibot'
import { contentIssueLines, contentSchema, type ContentContext } from '../../shared/content-schema'
import type * as DefaultContent from '../../shared/content/site-content'
import { SECTION_SHAPES } from '../../server/pages/landing/section-icons'
import { DEVICON_ICONS } from '../copy-technology-icons'
import type { ImageUse } from './process-images'

/** A content folder holds this module (the texts and lists) and an images/ folder (the photos). */
export const CONTENT_MODULE = 'site-content.ts'
export const IMAGES_FOLDER = 'images'

/** What a content module holds: the default one's exports, with their types. */
export type SiteContent = typeof DefaultContent

/** The content has mistakes: one line each, naming the entry and the field. */
export class ContentError extends Error {
  constructor(readonly lines: readonly string[]) {
    super(lines.join('\n'))
    this.name = 'ContentError'
  }
}

/** Loads a content folder's module and checks it; throws a ContentError at the first build step. */
export async function loadContent(contentDir: string, pages: ContentContext['pages']): Promise<SiteContent> {
  const modulePath = resolve(contentDir, CONTENT_MODULE)
  if (!existsSync(modulePath)) throw new ContentError([`${shownPath(modulePath)}: no such file`])
  const content = (await import(pathToFileURL(modulePath).href)) as SiteContent
  const lines = checkContent(content, contentDir, pages)
  if (lines.length > 0) throw new ContentError(lines)
  return content
}

/** Every mistake in a content module, one line each (none: it is fine). */
export function checkContent(content: unknown, contentDir: string, pages: ContentContext['pages']): string[] {
  const imagesDir = join(contentDir, IMAGES_FOLDER)
  const result = v.safeParse(
    contentSchema({
      hasImage: (file) => existsSync(join(imagesDir, file)),
      imagesDir: shownPath(imagesDir),
      serviceIds: serviceIdsOf(content),
      serviceIcons: Object.keys(SECTION_SHAPES),
      hasDevicon: (file) => existsSync(join(DEVICON_ICONS, file)),
      pages,
    }),
    content,
  )
  return result.success ? [] : contentIssueLines(result.issues)
}

/** A path as the owner would type it: from the project's folder when it is inside it. */
function shownPath(path: string): string {
  const fromHere = relative('.', path)
  return fromHere.startsWith('..') || isAbsolute(fromHere) ? resolve(path) : fromHere
}

/** The ids a project may name as its service, read before the services themselves are checked. */
function serviceIdsOf(content: unknown): string[] {
  const services = (content as { SERVICES?: unknown } | null)?.SERVICES
  if (!Array.isArray(services)) return []
  return services.map((service: { id?: unknown } | null) => service?.id).filter((id) => typeof id === 'string')
}

/** Every photo the content shows, with where it shows it. */
export function contentImageUses(content: SiteContent): ImageUse[] {
  return [
    ...(content.HERO.photo ? [{ slot: 'hero' as const, file: content.HERO.photo.file }] : []),
    ...content.CERTIFICATES.flatMap((certificate) =>
      certificate.photo ? [{ slot: 'certificate' as const, file: certificate.photo }] : [],
    ),
    ...content.PORTFOLIO.flatMap((project) => project.screenshots.map((file) => ({ slot: 'project' as const, file }))),
  ]
}
