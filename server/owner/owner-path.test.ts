import { expect, it } from 'vitest'
import { isOwnerPath } from './owner-path'

it.each([
  '/statistik',
  '/Statistik',
  '/STATISTIK/',
  '/statistik;x=1',
  '/statistik/;',
  '//statistik',
  '/./statistik',
  '/x/../statistik',
  '/%73tatistik',
  '/%2573tatistik',
  '/statistik%2Fdata.json',
  '\\statistik',
  '/statistik/data.json',
  '/Statistik/Harian.csv',
  '/statistik.json',
  '/pemilik',
  '/pemilik/testimoni',
  '/Pemilik/Testimoni/',
  '/%70emilik/testimoni',
  '/pesanan/../pemilik/testimoni;x',
])('%s is the owner’s', (path) => {
  expect(isOwnerPath(path)).toBe(true)
})

it.each(['/', '/statistika', '/pesanan', '/statistic', '/%E0%A4%A', '/sapa', '/pemilikku', '/testimoni'])(
  '%s is not',
  (path) => {
    expect(isOwnerPath(path)).toBe(false)
  },
)
