import { describe, expect, it } from 'vitest'
import { PORTFOLIO_SECTION, SERVICES } from '#content'
import { IMAGE_SLOTS, imageKey, sizesAttribute, type ImageTable } from '../../shared/images/image-slots'
import { PORTFOLIO, TESTIMONIALS } from '../../tests/fixtures/content/site-content'
import { renderHtml } from '../../tests/support/render-html'
import { Portfolio } from './portfolio'

const CHAT_URL = 'https://wa.me/6281234567890?text=Halo'

/** The build's table for the example's screenshots: two widths each, as AVIF and WebP. */
const IMAGES: ImageTable = Object.fromEntries(
  PORTFOLIO.flatMap((project) => project.screenshots).map((file) => [
    imageKey('project', file),
    {
      width: 736,
      height: 491,
      avif: [368, 736].map((width) => ({ url: `/assets/images/${file}-${width}.avif`, width })),
      webp: [368, 736].map((width) => ({ url: `/assets/images/${file}-${width}.webp`, width })),
    },
  ]),
)

const render = (props: Partial<Parameters<typeof Portfolio>[0]> = {}) =>
  renderHtml(<Portfolio chatUrl={CHAT_URL} projects={[]} testimonials={[]} images={{}} month="2025-10" {...props} />)

describe('the portfolio section without projects or testimonials', () => {
  it('is the placeholder: coming soon, the launch estimate while it is ahead, and a chat link', () => {
    const section = render({ month: '2025-11' })
    expect(section.querySelector('h2')?.text).toBe(PORTFOLIO_SECTION.heading)
    expect(section.querySelector('.badge')?.text).toBe(PORTFOLIO_SECTION.badge)
    expect(section.querySelector('.launch-estimate')?.text).toBe(`${PORTFOLIO_SECTION.launchLabel} November 2025`)
    expect(section.querySelector('a')?.getAttribute('href')).toBe(CHAT_URL)
  })

  it('no longer gives a launch estimate once its month has passed', () => {
    for (const month of ['2025-12', '2026-11']) {
      const section = render({ month })
      expect(section.querySelector('.launch-estimate'), month).toBeNull()
      expect(section.text).not.toContain(PORTFOLIO_SECTION.launchLabel)
      expect(section.text).toContain(PORTFOLIO_SECTION.badge)
    }
  })
})

describe('the portfolio section with projects and testimonials', () => {
  const section = render({ projects: PORTFOLIO, testimonials: TESTIMONIALS, images: IMAGES, month: '2026-11' })
  const cards = section.querySelectorAll('.project-card')

  it('replaces the placeholder with the projects, then the testimonials, then a chat link', () => {
    expect(section.querySelector('.coming-soon')).toBeNull()
    expect(section.querySelector('h2')?.text).toBe(PORTFOLIO_SECTION.heading)
    expect(section.querySelectorAll('h3').map((heading) => heading.text)).toEqual([
      PORTFOLIO_SECTION.projectsHeading,
      PORTFOLIO_SECTION.testimonialsHeading,
    ])
    expect(section.querySelector('.portfolio-more a')?.getAttribute('href')).toBe(CHAT_URL)
  })

  it('shows each project’s title, service, client, year and summary', () => {
    expect(cards).toHaveLength(PORTFOLIO.length)
    for (const [index, card] of cards.entries()) {
      const project = PORTFOLIO[index]!
      expect(card.querySelector('h4')?.text).toBe(project.title)
      expect(card.querySelector('.project-service')?.text).toBe(
        SERVICES.find((service) => service.id === project.service)?.title,
      )
      expect(card.querySelector('.project-meta')?.text).toContain(`${project.clientType} · ${project.year}`)
      expect(card.text).toContain(project.summary)
    }
  })

  it('links to a project’s live site when it has one, named after the project', () => {
    const links = cards.map((card) => card.querySelector('a.project-link'))
    expect(links.map((link) => link?.getAttribute('href'))).toEqual(PORTFOLIO.map((project) => project.url))
    expect(links[0]?.text).toBe(`${PORTFOLIO_SECTION.visitLabel}: ${PORTFOLIO[0]!.title}`)
  })

  it('shows a screenshot as a picture: AVIF first, WebP, the slot’s sizes, its size reserved, loaded lazily', () => {
    const picture = cards[1]!.querySelector('picture')!
    const source = picture.querySelector('source')!
    expect(source.getAttribute('type')).toBe('image/avif')
    expect(source.getAttribute('srcset')).toBe(
      '/assets/images/kue-bu-sari.png-368.avif 368w, /assets/images/kue-bu-sari.png-736.avif 736w',
    )
    expect(source.getAttribute('sizes')).toBe(sizesAttribute(IMAGE_SLOTS.project))
    const image = picture.querySelector('img')!
    expect(image.getAttribute('srcset')).toContain('/assets/images/kue-bu-sari.png-368.webp 368w')
    expect(image.getAttribute('sizes')).toBe(sizesAttribute(IMAGE_SLOTS.project))
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['736', '491'])
    expect(image.getAttribute('loading')).toBe('lazy')
    expect(image.getAttribute('alt')).toBe(`${PORTFOLIO_SECTION.screenshotAlt} ${PORTFOLIO[1]!.title}`)
  })

  it('puts several screenshots in a strip a keyboard can reach, each numbered in its text alternative', () => {
    const strip = cards[0]!.querySelector('.screenshot-strip')!
    expect(strip.getAttribute('tabindex')).toBe('0')
    expect(strip.getAttribute('aria-label')).toBe(`${PORTFOLIO_SECTION.screenshotsLabel} ${PORTFOLIO[0]!.title}`)
    expect(strip.querySelectorAll('img').map((image) => image.getAttribute('alt'))).toEqual(
      [1, 2, 3].map((n) => `${PORTFOLIO_SECTION.screenshotAlt} ${PORTFOLIO[0]!.title}, ${n} dari 3`),
    )
    expect(cards[1]!.querySelector('.screenshot-strip')).toBeNull()
  })

  it('shows each testimonial’s rating as “n dari 5”, its text, the client’s name, project and month', () => {
    const testimonials = section.querySelectorAll('.testimonial-card')
    expect(testimonials).toHaveLength(TESTIMONIALS.length)
    const third = testimonials[2]!
    expect(third.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('4 dari 5')
    expect(third.querySelectorAll('.star-filled')).toHaveLength(4)
    expect(third.querySelectorAll('blockquote p')).toHaveLength(2) // a blank line starts a paragraph
    expect(third.querySelector('figcaption strong')?.text).toBe(TESTIMONIALS[2]!.name)
    expect(third.querySelector('figcaption')?.text).toContain(TESTIMONIALS[2]!.project)
    expect(third.querySelector('time')?.getAttribute('datetime')).toBe('2025-12-20')
    expect(third.querySelector('time')?.text).toBe('Desember 2025')
  })

  it('shows only the testimonials when there are no projects yet', () => {
    const only = render({ testimonials: TESTIMONIALS })
    expect(only.querySelector('.project-grid')).toBeNull()
    expect(only.querySelectorAll('h3').map((heading) => heading.text)).toEqual([PORTFOLIO_SECTION.testimonialsHeading])
  })
})
