import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import type { Metafile } from 'esbuild'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { BUILD_DIR, ROOT } from '../support/build'

/**
 * The folder says where code runs (README, "Project layout"): what client/ holds reaches a browser,
 * what server/ holds never does. Read from the build's metafile of every browser bundle.
 */
const metafile = JSON.parse(readFileSync(`${BUILD_DIR}/metafile.json`, 'utf8')) as Metafile
const bundled = new Set(Object.keys(metafile.inputs))

const modulesOf = (folder: string) =>
  readdirSync(`${ROOT}/${folder}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file.split('\\').join('/')}`)

describe('where code runs', () => {
  it('every module of client/ is in a browser bundle', () => {
    expect(modulesOf('client').filter((module) => !bundled.has(module))).toEqual([])
  })

  it('no module of server/ is in one', () => {
    expect([...bundled].filter((input) => input.startsWith('server/'))).toEqual([])
  })

  it('every module of shared/ is used by the browser, if only as a type: what the server or the build alone uses is not in shared/', () => {
    const reached = modulesImportedFrom(modulesOf('client'))
    expect(modulesOf('shared').filter((module) => !reached.has(module))).toEqual([])
  })
})

/** Every module the given ones import, directly or not, types included (relative imports and #content). */
function modulesImportedFrom(start: string[]): Set<string> {
  const seen = new Set<string>()
  const pending = [...start]
  for (let module = pending.pop(); module !== undefined; module = pending.pop()) {
    if (seen.has(module)) continue
    seen.add(module)
    const source = readFileSync(`${ROOT}/${module}`, 'utf8')
    for (const { fileName } of ts.preProcessFile(source).importedFiles) {
      const base = fileName === '#content' ? 'shared/content/site-content' : join(dirname(module), fileName)
      const found = fileName.startsWith('.') || fileName === '#content' ? ['.ts', '.tsx'].map((ext) => base + ext) : []
      const file = found.find((candidate) => existsSync(`${ROOT}/${candidate}`))
      if (file) pending.push(relative('.', file).split('\\').join('/'))
    }
  }
  return seen
}
