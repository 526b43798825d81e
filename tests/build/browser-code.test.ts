import { readdirSync, readFileSync } from 'node:fs'
import type { Metafile } from 'esbuild'
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
})
