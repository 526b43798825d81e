import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PORTFOLIO_SECTION, SERVICES } from '#content'
import { imageKey, type ImageTable } from '../image-slots'
import { PORTFOLIO, TESTIMONIALS } from '../../../tests/fixtures/content/site-content'
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

const renderSection = (props: Partial<Parameters<typeof Portfolio>[0]> = {}) =>
  render(<Portfolio chatUrl={CHAT_URL} projects={[]} testimonials={[]} images={{}} month="2025-10" {...props} />)
    .container
afterEach(cleanup)

/** The items of a list named by its heading (not those of lists inside them). */
const itemsOf = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === screen.getByRole('list', { name }))

it('the portfolio section without projects or testimonials is the placeholder: coming soon, the launch estimate while it is ahead, and a chat link', () => {
  const section = renderSection({ month: '2025-11' })
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(PORTFOLIO_SECTION.heading)
  expect(screen.getByText(PORTFOLIO_SECTION.badge)).toBeTruthy()
  expect(section.textContent).toContain(`${PORTFOLIO_SECTION.launchLabel} November 2025`)
  expect(screen.getByRole('link').getAttribute('href')).toBe(CHAT_URL)
})

it('the portfolio section with testimonials but no projects yet shows only the testimonials', () => {
  renderSection({ testimonials: TESTIMONIALS })
  expect(screen.queryByRole('list', { name: PORTFOLIO_SECTION.projectsHeading })).toBeNull()
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    PORTFOLIO_SECTION.testimonialsHeading,
  ])
})

describe('the portfolio section with projects and testimonials', () => {
  beforeEach(() => renderSection({ projects: PORTFOLIO, testimonials: TESTIMONIALS, images: IMAGES, month: '2026-11' }))
  const cards = () => itemsOf(PORTFOLIO_SECTION.projectsHeading)

  it('replaces the placeholder with the projects, then the testimonials, then a chat link', () => {
    expect(screen.queryByText(PORTFOLIO_SECTION.badge)).toBeNull()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(PORTFOLIO_SECTION.heading)
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      PORTFOLIO_SECTION.projectsHeading,
      PORTFOLIO_SECTION.testimonialsHeading,
    ])
    expect(screen.getByRole('link', { name: PORTFOLIO_SECTION.chatLabel }).getAttribute('href')).toBe(CHAT_URL)
  })

  it('shows each project’s title, service, client, year and summary, and its live site’s link if it has one', () => {
    expect(cards()).toHaveLength(PORTFOLIO.length)
    for (const [index, card] of cards().entries()) {
      const project = PORTFOLIO[index]!
      expect(within(card).getByRole('heading', { level: 4 }).textContent).toBe(project.title)
      const service = SERVICES.find((row) => row.id === project.service)!.title
      expect(card.textContent).toContain(`${service}${project.clientType} · ${project.year}`)
      expect(card.textContent).toContain(project.summary)
    }
    const links = cards().map((card) => within(card).queryByRole('link'))
    expect(links.map((link) => link?.getAttribute('href'))).toEqual(PORTFOLIO.map((project) => project.url))
    expect(links[0]?.textContent).toBe(`${PORTFOLIO_SECTION.visitLabel}: ${PORTFOLIO[0]!.title}`)
  })

  // Each screenshot as a picture of its versions, sized for its slot: tests/server/example-content.test.ts and,
  // as sharp as each screen needs, tests/e2e/example-content.spec.ts.
  it('puts several screenshots in a strip a keyboard can reach, each numbered in its text alternative; a single one is not', () => {
    const strip = screen.getByRole('list', { name: `${PORTFOLIO_SECTION.screenshotsLabel} ${PORTFOLIO[0]!.title}` })
    expect(strip.getAttribute('tabindex')).toBe('0')
    const alts = [...strip.querySelectorAll('img')].map((image) => image.alt)
    expect(alts).toEqual([1, 2, 3].map((n) => `${PORTFOLIO_SECTION.screenshotAlt} ${PORTFOLIO[0]!.title}, ${n} dari 3`))
    expect(within(cards()[1]!).queryAllByRole('list')).toEqual([])
    expect(within(cards()[1]!).getByRole('img').getAttribute('alt')).toBe(
      `${PORTFOLIO_SECTION.screenshotAlt} ${PORTFOLIO[1]!.title}`,
    )
  })

  it('shows each testimonial’s rating as “n dari 5”, its text, the client’s name, project and month', () => {
    const testimonials = itemsOf(PORTFOLIO_SECTION.testimonialsHeading)
    expect(testimonials).toHaveLength(TESTIMONIALS.length)
    const third = within(testimonials[2]!)
    expect(third.getByRole('img', { name: '4 dari 5' })).toBeTruthy()
    expect(third.getByRole('blockquote').querySelectorAll('p')).toHaveLength(2) // a blank line starts a paragraph
    expect(third.getByText(TESTIMONIALS[2]!.name).tagName).toBe('STRONG')
    expect(third.getByText(TESTIMONIALS[2]!.project)).toBeTruthy()
    expect(third.getByText('Desember 2025').getAttribute('datetime')).toBe('2025-12-20')
  })
})
