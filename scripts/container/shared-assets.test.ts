import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { shareAssets } from './shared-assets'

const NOW = new Date('2026-11-25T00:00:00Z')
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000)

/** A new folder holding these files (a build's assets, or the shared folder), removed after the test. */
function folder(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'assets-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return dir
}

describe('shareAssets', () => {
  it('puts both builds files in the shared folder, each touched by the build that has it', async () => {
    const shared = folder()
    await shareAssets(folder({ 'landing-AAAAAAAA.js': 'old', 'images/foto.0123456789.avif': 'photo' }), shared, NOW)
    const next = folder({ 'landing-BBBBBBBB.js': 'new', 'images/foto.0123456789.avif': 'photo' })
    await shareAssets(next, shared, hoursFromNow(1))
    expect(readdirSync(shared, { recursive: true }).sort()).toEqual([
      'images',
      'images/foto.0123456789.avif',
      'landing-AAAAAAAA.js',
      'landing-BBBBBBBB.js',
    ])
    expect(readFileSync(join(shared, 'landing-AAAAAAAA.js'), 'utf8')).toBe('old')
    expect(statSync(join(shared, 'images/foto.0123456789.avif')).mtime).toEqual(hoursFromNow(1))
  })

  it('removes what no build has touched for a day, and nothing else', async () => {
    const shared = folder({ 'landing-AAAAAAAA.js': 'retired a day ago', 'form-CCCCCCCC.js': 'still running elsewhere' })
    utimesSync(join(shared, 'landing-AAAAAAAA.js'), hoursFromNow(-25), hoursFromNow(-25))
    utimesSync(join(shared, 'form-CCCCCCCC.js'), hoursFromNow(-2), hoursFromNow(-2))
    await shareAssets(folder({ 'landing-BBBBBBBB.js': 'new' }), shared, NOW)
    expect(readdirSync(shared).sort()).toEqual(['form-CCCCCCCC.js', 'landing-BBBBBBBB.js'])
  })
})
