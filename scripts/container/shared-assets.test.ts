import { execFileSync } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
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

  it('removes links (never what they point to), FIFOs and files dated in the future', async () => {
    const outside = folder({ 'keep.txt': 'not the shared folder’s' })
    const shared = folder({ 'from-the-future-AAAAAAAA.js': 'never ages' })
    utimesSync(join(shared, 'from-the-future-AAAAAAAA.js'), hoursFromNow(24 * 365), hoursFromNow(24 * 365))
    symlinkSync(join(outside, 'keep.txt'), join(shared, 'link-BBBBBBBB.js'))
    symlinkSync('/', join(shared, 'root'))
    symlinkSync('..', join(shared, 'loop'))
    execFileSync('mkfifo', [join(shared, 'fifo-CCCCCCCC.js')])
    await shareAssets(folder({ 'landing-DDDDDDDD.js': 'new' }), shared, NOW)
    expect(readdirSync(shared)).toEqual(['landing-DDDDDDDD.js'])
    expect(readFileSync(join(outside, 'keep.txt'), 'utf8')).toBe('not the shared folder’s')
  })

  it('replaces a link that stands where the shared folder should be, without following it', async () => {
    const outside = folder({ 'keep.txt': 'untouched' })
    const parent = folder()
    symlinkSync(outside, join(parent, 'assets'))
    await shareAssets(folder({ 'landing-DDDDDDDD.js': 'new' }), join(parent, 'assets'), NOW)
    expect(lstatSync(join(parent, 'assets')).isDirectory()).toBe(true)
    expect(readdirSync(join(parent, 'assets'))).toEqual(['landing-DDDDDDDD.js'])
    expect(readdirSync(outside)).toEqual(['keep.txt'])
  })

  it('cleans first, and reports a failure in one line without stopping', async () => {
    const shared = folder({ 'landing-AAAAAAAA.js': 'retired a day ago' })
    utimesSync(join(shared, 'landing-AAAAAAAA.js'), hoursFromNow(-25), hoursFromNow(-25))
    const warnings: string[] = []
    await shareAssets(join(folder(), 'missing'), shared, NOW, (message) => warnings.push(message))
    expect(existsSync(join(shared, 'landing-AAAAAAAA.js'))).toBe(false)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^ENOENT: no such file or directory, scandir '[^\n]*missing'$/)
  })
})
