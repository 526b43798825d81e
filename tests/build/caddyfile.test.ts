import { createHash } from 'node:crypto'
import { expect, it } from 'vitest'
import { unavailablePage } from '../support/caddyfile'

/** The Caddyfile's own page, for when no container could answer (overload, every one gone). */
const page = unavailablePage()

it('Caddy’s busy page is a 503 in Indonesian that tells the browser when to come back and keeps no copy', () => {
  expect(page.status).toBe(503)
  expect(page.text).toMatch(/^<!DOCTYPE html>\n<html lang="id">/)
  expect(page.text).toContain('<title>Situs sedang sibuk</title>')
  expect(page.headers).toMatchObject({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    'retry-after': expect.stringMatching(/^\d+$/),
    'x-content-type-options': 'nosniff',
  })
})

it('Caddy’s busy page allows its own style by hash, and nothing else', () => {
  const style = /<style>([^<]*)<\/style>/.exec(page.text)![1]!
  const hash = createHash('sha256').update(style).digest('base64')
  expect(page.headers['content-security-policy']).toBe(
    `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  )
  expect(page.text).not.toMatch(/<script|<link|<img|src=/)
})
