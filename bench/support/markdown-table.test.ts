import { describe, expect, it } from 'vitest'
import { markdownTable } from './markdown-table'

describe('a Markdown table', () => {
  it('has a heading row, a rule, then one line a row', () => {
    expect(markdownTable(['Page', 'TBT'], [['/', '40 ms']])).toBe('| Page | TBT |\n| --- | --- |\n| / | 40 ms |')
  })
})
