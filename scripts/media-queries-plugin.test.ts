import { build } from 'esbuild'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { MEDIA } from '../shared/media-queries'
import { namedMediaQueries } from './media-queries-plugin'

const dir = mkdtempSync(join(tmpdir(), 'media-queries-'))
afterAll(() => rmSync(dir, { recursive: true }))

/** Bundles `sheet.css` with `files` beside it, as the build does, and answers the CSS. */
async function bundle(files: Record<string, string>): Promise<string> {
  for (const [name, css] of Object.entries(files)) writeFileSync(join(dir, name), css)
  const { outputFiles } = await build({
    entryPoints: [join(dir, 'sheet.css')],
    bundle: true,
    write: false,
    outdir: dir,
    logLevel: 'silent',
    plugins: [namedMediaQueries],
  })
  return outputFiles[0]!.text
}

describe('namedMediaQueries', () => {
  it('puts in the query of each name, in the sheet and in what it imports, and leaves var() alone', async () => {
    const css = await bundle({
      'sheet.css': "@import './part.css';\n@media (--large-phone) and (--hover) { .a { color: red } }",
      'part.css': '@media (--below-desktop) { .b { color: var(--color-text) } }',
    })
    expect(css).toContain(`@media ${MEDIA.largePhone} and ${MEDIA.hover} {`)
    expect(css).toContain(`@media ${MEDIA.belowDesktop} {`)
    expect(css).toContain('color: var(--color-text)')
  })

  it('fails the build on a name it does not know, saying where', async () => {
    await expect(
      bundle({ 'sheet.css': '.a { color: red }\n@media (--deskop) { .a { color: blue } }' }),
    ).rejects.toThrow(
      /sheet\.css:2:7: ERROR: \[plugin: named-media-queries\] unknown media query \(--deskop\): shared\/media-queries\.ts has .*--desktop/,
    )
  })
})
