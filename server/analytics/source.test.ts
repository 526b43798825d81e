import { expect, it } from 'vitest'
import { campaignOf, campaignValue, referrerSite } from './source'

it.each([
  ['Instagram', 'instagram'],
  ['  Promo   Lebaran  ', 'promo lebaran'],
  ['x;=1+1;', 'x11'],
  ['=HYPERLINK("https://evil.example")', 'hyperlinkhttpsevil.example'],
  ['bio\u0000\u202Eexe.txt', 'bioexe.txt'],
  ['sekolah_2026-11.a', 'sekolah_2026-11.a'],
  ['Ünïcödé', 'ünïcödé'],
  [`promo_${'x'.repeat(60)}`, `promo_${'x'.repeat(34)}`],
  [undefined, ''],
])('the campaign value %j is counted as %j', (sent, counted) => {
  expect(campaignValue(sent)).toBe(counted)
})

it.each([
  ['l.instagram.com', 'instagram.com'],
  ['LM.Facebook.com', 'facebook.com'],
  ['www.google.co.id', 'google.co.id'],
  ['a1b2c3.spam.example:8443', 'spam.example'],
  ['203.0.113.7:8080', '203.0.113.7'],
  ['nusakode.example', ''],
  ['www.nusakode.example', ''],
  [undefined, ''],
])('a visitor sent by %j is counted as from %j', (host, site) => {
  expect(referrerSite(host, 'nusakode.example')).toBe(site)
})

it.each([
  [{ source: 'Instagram', medium: 'bio', name: undefined }, 'instagram / bio / –'],
  [{ source: 'x;=1+1;' }, 'x11 / – / –'],
  [{ source: ' ', medium: '', name: '!!' }, ''],
])('the campaign %j is counted as %j', (utm, counted) => {
  expect(campaignOf(utm)).toBe(counted)
})
