import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../support/build'

/** One Node for the shell, CI (.ci/run reads .node-version) and the image: .node-version names it. */
const version = readFileSync(`${ROOT}/.node-version`, 'utf8').trim()
const major = version.split('.')[0]

describe('the Node version', () => {
  it('is the one every stage of the Docker image runs', () => {
    const images = readFileSync(`${ROOT}/Dockerfile`, 'utf8').match(/^FROM node:\S+/gm)
    expect(new Set(images)).toEqual(new Set([`FROM node:${version}-slim`]))
  })

  it('is what package.json asks for, and what runs the tests', () => {
    const { engines } = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { engines: { node: string } }
    expect(engines.node).toBe(`>=${version} <${Number(major) + 1}`)
    expect(process.versions.node.split('.')[0]).toBe(major)
  })
})
