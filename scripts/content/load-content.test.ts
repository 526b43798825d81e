import { mkdtempSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import * as FIXTURE_CONTENT from '../../tests/fixtures/content/site-content'
import { CONTENT_MODULE, ContentError, checkContent, contentImageUses, loadContent } from './load-content'

const DEFAULT_MODULE = resolve(import.meta.dirname, '../../shared/content/site-content.ts')
const dir = mkdtempSync(join(tmpdir(), 'content-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

/** A content folder of the default content with some exports replaced, and some image files. */
async function contentFolder(name: string, replaced: string, images: string[] = []): Promise<string> {
  const folder = join(dir, name)
  await mkdir(join(folder, 'images'), { recursive: true })
  await writeFile(join(folder, CONTENT_MODULE), `export * from ${JSON.stringify(DEFAULT_MODULE)}\n${replaced}\n`)
  for (const image of images) await writeFile(join(folder, 'images', image), '')
  return folder
}

const PROJECT = `{ title: 'Website PPDB', service: 'website-sekolah', clientType: 'Sekolah', year: 2026,
  summary: 'Pendaftaran siswa baru secara online.', screenshots: ['ppdb.png'] }`

const PAGES = [{ id: 'landing', hasOwnMeta: false }]

describe('loading a content folder', () => {
  it('loads a folder whose images are all there', async () => {
    const folder = await contentFolder('fine', `export const PORTFOLIO = [${PROJECT}]`, ['ppdb.png'])
    const content = await loadContent(folder, PAGES)
    expect(content.PORTFOLIO.map((project) => project.title)).toEqual(['Website PPDB'])
  })

  it('looks for the images in the folder’s images/ and for a technology’s icon in the devicon package', async () => {
    const folder = await contentFolder(
      'missing',
      `export const PORTFOLIO = [${PROJECT}]
export const TECHNOLOGIES = [{ id: 'vue', name: 'Vue', imageUrl: '/icons/vue.svg', devicon: 'vue/vue-original.svg' }]`,
    )
    expect(checkContent(await import(join(folder, CONTENT_MODULE)), folder, PAGES)).toEqual([
      'TECHNOLOGIES[0].devicon: no icon "vue/vue-original.svg" in the devicon package',
      `PORTFOLIO[0].screenshots[0]: no image "ppdb.png" in ${join(folder, 'images')}`,
    ])
  })

  it('names a folder without a content module', async () => {
    await expect(loadContent(join(dir, 'nowhere'), PAGES)).rejects.toThrow(ContentError)
  })
})

it('the photos the content shows are the hero’s photo, each certificate’s photo and every screenshot, each with its slot', () => {
  const uses = contentImageUses(FIXTURE_CONTENT)
  const files = (slot: string) => uses.filter((use) => use.slot === slot).map((use) => use.file)
  expect(files('hero')).toEqual(['tim-nusa-kode.jpg'])
  expect(files('certificate')).toEqual(FIXTURE_CONTENT.CERTIFICATES.flatMap((certificate) => certificate.photo ?? []))
  expect(files('project')).toEqual(FIXTURE_CONTENT.PORTFOLIO.flatMap((project) => project.screenshots))
})
