import { describe, expect, it, onTestFinished } from 'vitest'
import { dom, startBuiltServer } from './harness'

/** Each bad value is a unit test of the parser (server/env.test.ts); this is the server acting on one. */
describe('the production server', () => {
  it('stops at start with one line naming a bad setting', async () => {
    await expect(startBuiltServer({ RATE_LIMIT_MAX: '1e3' })).rejects.toThrow(
      /^the built server exited 1 before listening: Configuration error: RATE_LIMIT_MAX: expected [^\n]*\n$/,
    )
  })

  it('uses WHATSAPP_NUMBER and CONTACT_EMAIL from the environment, without a rebuild', async () => {
    const server = await startBuiltServer({ WHATSAPP_NUMBER: '6289912345678', CONTACT_EMAIL: 'owner@nusakode.example' })
    onTestFinished(() => server.stop())
    const page = dom((await server.request().get('/')).text)
    expect(page.querySelector('a[href^="https://wa.me/6289912345678?"]')).not.toBeNull()
    expect(page.querySelector('a[href="mailto:owner@nusakode.example"]')).not.toBeNull()
  })
})
