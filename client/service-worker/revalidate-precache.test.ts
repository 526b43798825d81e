import { expect, it } from 'vitest'
import { revalidateInsteadOfReload } from './revalidate-precache'

const INTEGRITY = 'sha256-47DEQpj8HBSa+/TZIW5JAnsOX1KBBm02yPbJPVNZ3Vg='
const willFetch = (request: Request) =>
  revalidateInsteadOfReload.requestWillFetch!({ request, event: new Event('install') as ExtendableEvent, state: {} })

it('asks for an entry with a revision as a revalidation of the copy the browser has, keeping its integrity', async () => {
  const asked = await willFetch(new Request('https://nusakode.example/', { cache: 'reload', integrity: INTEGRITY }))
  expect(asked.cache).toBe('no-cache')
  expect(asked.url).toBe('https://nusakode.example/')
  expect(asked.integrity).toBe(INTEGRITY)
})

it('leaves an entry whose name carries a hash to the HTTP cache, as Workbox asks for it', async () => {
  const request = new Request('https://nusakode.example/assets/landing-ABCD1234.js', { cache: 'default' })
  expect((await willFetch(request)).cache).toBe('default')
})
