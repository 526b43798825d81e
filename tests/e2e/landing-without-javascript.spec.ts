import { NAV_ITEMS, SECTION_IDS, STATS } from '#content'
import { expect, mainNav, menuToggle, test } from './fixtures'

/** The landing page as a browser without JavaScript shows it: complete as HTML, its menu native. */
test.use({ javaScriptEnabled: false })

test(
  'every section shows in full with the counters’ final numbers, and the header links jump to their sections, headings clear of the header, from a phone’s menu too',
  { tag: '@layout' },
  async ({ page, isMobile }) => {
    await page.goto('/')
    for (const id of SECTION_IDS) await expect(page.locator(`section#${id}`).getByRole('heading').first()).toBeVisible()
    await expect(page.locator('body > footer')).toBeVisible()
    await expect(page.locator('.stat-value')).toHaveText(STATS.map((stat) => `${stat.value}${stat.suffix}`))
    // The load fade is CSS: with no script to wait for, it ends at full opacity on its own.
    await expect
      .poll(() => page.locator('.reveal').evaluateAll((els) => els.every((el) => getComputedStyle(el).opacity === '1')))
      .toBe(true)

    await page.emulateMedia({ reducedMotion: 'reduce' }) // so that each jump is instant
    for (const item of NAV_ITEMS.filter((nav) => nav.id !== 'home')) {
      if (isMobile) await menuToggle(page).click()
      await mainNav(page).getByRole('link', { name: item.label }).click()
      await page.waitForURL(`**/#${item.id}`)
      if (isMobile) await menuToggle(page).click() // the open menu would cover the section
      if (isMobile) await expect(mainNav(page).getByRole('link').first()).toBeHidden()
      const heading = page.locator(`#${item.id} h2`)
      await expect(heading, item.label).toBeInViewport({ ratio: 1 })
      const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom)
      expect((await heading.boundingBox())!.y, item.label).toBeGreaterThanOrEqual(headerBottom)
    }
  },
)
