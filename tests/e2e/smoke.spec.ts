import { expect, test } from './fixtures'

test('landing page shows the brand heading', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
