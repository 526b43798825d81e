import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { shareAssets } from './shared-assets'

const HOUR = 3_600_000

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-assets-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return dir
}

describe('shareAssets', () => {
  it('puts both builds files in the shared folder, each touched by the build that has it', async () => {
    const shared = mkdtempSync(join(tmpdir(), 'shared-assets-'))
    const old = build({ 'landing-AAAAAAAA.js': 'old', 'images/foto.0123456789.avif': 'photo' })
    const next = build({ 'landing-BBBBBBBB.js': 'new', 'images/foto.0123456789.avif': 'photo' })
    const start = new Date('2026-11-25T00:00:00Z')
    await shareAssets(old, shared, start)
    await shareAssets(next, shared, new Date(start.getTime() + HOUR))
    expect(readdirSync(shared, { recursive: true }).sort()).toEqual([
      'images',
      'images/foto.0123456789.avif',
      'landing-AAAAAAAA.js',
      'landing-BBBBBBBB.js',
    ])
    expect(readFileSync(join(shared, 'landing-AAAAAAAA.js'), 'utf8')).toBe('old')
    expect(statSync(join(shared, 'images/foto.0123456789.avif')).mtimeMs).toBe(start.getTime() + HOUR)
  })

  it('removes what no build has touched for a day, and nothing else', async () => {
    const shared = mkdtempSync(join(tmpdir(), 'shared-assets-'))
    const next = build({ 'landing-BBBBBBBB.js': 'new' })
    writeFileSync(join(shared, 'landing-AAAAAAAA.js'), 'retired a day ago')
    writeFileSync(join(shared, 'form-CCCCCCCC.js'), 'still running elsewhere')
    const now = new Date('2026-11-25T00:00:00Z')
    utimesSync(
      join(shared, 'landing-AAAAAAAA.js'),
      new Date(now.getTime() - 25 * HOUR),
      new Date(now.getTime() - 25 * HOUR),
    )
    utimesSync(join(shared, 'form-CCCCCCCC.js'), new Date(now.getTime() - 2 * HOUR), new Date(now.getTime() - 2 * HOUR))
    await shareAssets(next, shared, now)
    expect(existsSync(join(shared, 'landing-AAAAAAAA.js'))).toBe(false)
    expect(readdirSync(shared).sort()).toEqual(['form-CCCCCCCC.js', 'landing-BBBBBBBB.js'])
  })
})
