import { expect, it } from 'vitest'
import { serializeJsonLd } from './json-ld'

/** What it describes is tested where the landing page serves it: tests/server/seo.test.ts. */
it('serializeJsonLd escapes < so text in the data cannot close the script element', () => {
  const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
  expect(json).not.toContain('<')
  expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' })
})
