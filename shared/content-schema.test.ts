import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import * as DEFAULT_CONTENT from '#content'
import * as FIXTURE_CONTENT from '../tests/fixtures/content/site-content'
import { contentIssueLines, contentSchema, type ContentContext } from './content-schema'

const IMAGES = new Set(['kue-bu-sari.png', 'tim.jpg'])
const DEVICONS = new Set(DEFAULT_CONTENT.TECHNOLOGIES.map((technology) => technology.devicon))
const context: ContentContext = {
  hasImage: (file) => IMAGES.has(file),
  imagesDir: 'shared/content/images',
  serviceIds: DEFAULT_CONTENT.SERVICES.map((service) => service.id),
  serviceIcons: ['school', 'store', 'app', 'book'],
  hasDevicon: (file) => DEVICONS.has(file),
  pages: [
    { id: 'landing', hasOwnMeta: false },
    { id: 'order', hasOwnMeta: true },
    { id: 'testimonial', hasOwnMeta: true },
  ],
}

/** The build's lines for the default content with some exports replaced. */
const linesFor = (replaced: Record<string, unknown>) =>
  contentIssueLines(v.safeParse(contentSchema(context), { ...DEFAULT_CONTENT, ...replaced }).issues ?? [])

const [, project] = FIXTURE_CONTENT.PORTFOLIO // one screenshot
const [testimonial] = FIXTURE_CONTENT.TESTIMONIALS

/** The lines for one project, testimonial or certificate, the example's with some fields changed. */
const projectLines = (changes: object) => linesFor({ PORTFOLIO: [{ ...project, ...changes }] })
const testimonialLines = (changes: object) => linesFor({ TESTIMONIALS: [{ ...testimonial, ...changes }] })
const certificateLines = (changes: object) =>
  linesFor({ CERTIFICATES: [{ ...DEFAULT_CONTENT.CERTIFICATES[0], ...changes }] })

// As the build reports them: an entry's year, tests/build/content-errors.test.ts; a missing screenshot and icon,
// scripts/content/load-content.test.ts.
describe('the content check', () => {
  it('accepts the default content (no projects or testimonials yet) and the complete example content', () => {
    expect(linesFor({})).toEqual([])
    const everyImage: ContentContext = { ...context, hasImage: () => true }
    expect(v.safeParse(contentSchema(everyImage), FIXTURE_CONTENT).issues).toBeUndefined()
  })

  it('asks for at least one screenshot, as an image file', () => {
    expect(projectLines({ screenshots: [] })).toEqual(['PORTFOLIO[0].screenshots: expected at least one screenshot'])
    expect(projectLines({ screenshots: ['ppdb.gif'] })).toEqual([
      'PORTFOLIO[0].screenshots[0]: expected the file name of a .jpg, .jpeg or .png image (no folder)',
    ])
  })

  it('names the icons a service may show, so that a new service never shows an empty tile', () => {
    const [service] = DEFAULT_CONTENT.SERVICES
    expect(linesFor({ SERVICES: [{ ...service, icon: 'sekolah' }] })).toEqual([
      'SERVICES[0].icon: expected one of the icons: school, store, app, book',
    ])
  })

  it('lists the services a project may name', () => {
    expect(projectLines({ service: 'website' })).toEqual([
      "PORTFOLIO[0].service: expected one of the services' ids: website-sekolah, website-bisnis, sistem-aplikasi, bantuan-tugas-it",
    ])
  })

  it('takes a live link only as a web address', () => {
    expect(projectLines({ url: 'ppdb.sch.id' })).toEqual([
      'PORTFOLIO[0].url: expected a web address starting with https://',
    ])
  })

  it('holds a published testimonial to the testimonial form’s own rules', () => {
    expect(testimonialLines({ rating: 6 })).toEqual(['TESTIMONIALS[0].rating: expected a whole number from 1 to 5'])
    expect(linesFor({ TESTIMONIALS: [testimonial, { ...testimonial, text: 'Mantap!' }] })).toEqual([
      'TESTIMONIALS[1].text: expected 50 to 1500 characters',
    ])
    expect(testimonialLines({ project: 'AB' })).toEqual(['TESTIMONIALS[0].project: expected 3 to 120 characters'])
  })

  it('takes only dates and months that exist, the launch estimate’s too', () => {
    expect(testimonialLines({ date: '2026-02-30' })).toEqual([
      'TESTIMONIALS[0].date: expected a date like "2026-10-14"',
    ])
    expect(certificateLines({ date: '2024-13' })).toEqual(['CERTIFICATES[0].date: expected a month like "2024-03"'])
    expect(
      linesFor({ PORTFOLIO_SECTION: { ...DEFAULT_CONTENT.PORTFOLIO_SECTION, launchEstimate: 'November 2025' } }),
    ).toEqual(['PORTFOLIO_SECTION.launchEstimate: expected a month like "2024-03"'])
  })

  it('checks a certificate’s photo and the hero’s photo like any image', () => {
    expect(certificateLines({ photo: 'scan.jpg' })).toEqual([
      'CERTIFICATES[0].photo: no image "scan.jpg" in shared/content/images',
    ])
    expect(linesFor({ HERO: { ...DEFAULT_CONTENT.HERO, photo: { file: 'tim.jpg', alt: ' ' } } })).toEqual([
      'HERO.photo.alt: expected text, not an empty string',
    ])
  })

  it('names a technology’s icon that is not a file of the devicon package', () => {
    const [, react] = DEFAULT_CONTENT.TECHNOLOGIES
    expect(linesFor({ TECHNOLOGIES: [{ ...react, devicon: '../react/react-original.svg' }] })).toEqual([
      'TECHNOLOGIES[0].devicon: expected an icon of the devicon package, like "php/php-original.svg"',
    ])
  })

  it('takes a counter’s value only as a whole number, 0 or more', () => {
    const [websites, clients, years] = DEFAULT_CONTENT.STATS
    expect(linesFor({ STATS: [websites, { ...clients, value: 10.5 }, { ...years, value: -1 }] })).toEqual([
      'STATS[1].value: expected a whole number, 0 or more',
      'STATS[2].value: expected a whole number, 0 or more',
    ])
    expect(linesFor({ STATS: [{ ...websites, value: '15' }, clients, years] })).toEqual([
      'STATS[0].value: expected a whole number, 0 or more',
    ])
    expect(linesFor({ STATS: [websites, clients] })).toEqual(['STATS: expected 3 counters (the hero shows 3)'])
  })

  it('asks for a title and description of every page without its own, names an unknown field as a typo, and limits the lengths', () => {
    const { landing } = DEFAULT_CONTENT.PAGE_META
    expect(linesFor({ PAGE_META: { pesanan: landing } })).toEqual([
      'PAGE_META.landing: missing',
      'PAGE_META.pesanan: not a field of this entry (a typo?)',
    ])
    expect(linesFor({ PAGE_META: { landing, order: { ...landing, description: 'x'.repeat(161) } } })).toEqual([
      'PAGE_META.order.description: expected 50 to 160 characters',
    ])
    expect(linesFor({ PAGE_META: { landing: { ...landing, description: 'Jasa website.' } } })).toEqual([
      'PAGE_META.landing.description: expected 50 to 160 characters',
    ])
  })

  it('takes the reply promise as a short text', () => {
    expect(linesFor({ TEAM_REPLY_PROMISE: 'x'.repeat(81) })).toEqual([
      'TEAM_REPLY_PROMISE: expected at most 80 characters',
    ])
  })

  it('checks the contact details the chat links are built from', () => {
    expect(
      linesFor({ DEFAULT_CONTACT: { ...DEFAULT_CONTENT.DEFAULT_CONTACT, whatsappNumber: '0812 3456 7890' } }),
    ).toEqual([
      'DEFAULT_CONTACT.whatsappNumber: expected digits only, starting with the country code 62 (like "6281234567890")',
    ])
  })
})
