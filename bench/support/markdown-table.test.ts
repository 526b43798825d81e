import { expect, it } from 'vitest'
import { markdownTable } from './markdown-table'

it('a Markdown table has a heading row, a rule, then one line a row', () => {
  expect(markdownTable(['Page', 'TBT'], [['/', '40 ms']])).toBe('| Page | TBT |\n| --- | --- |\n| / | 40 ms |')
})
