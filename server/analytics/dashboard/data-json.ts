import type { Report } from './report'

/**
 * /statistik/data.json's contract with the owner's scripts: `version` changes whenever a field
 * changes its meaning or goes; fields may be added within a version. Version 1 has, as before it
 * was numbered, `totals.visitors`, `totals.pageviews`, `totals.orderStarts`, `totals.orderHandoffs`
 * and `totals.testimonialHandoffs` (the forms' totals named by their ids in the page table), and
 * the same totals for the range before under `previous.totals`.
 */
export const DATA_JSON_VERSION = 1

export function dataJson(report: Report, counting: 'running' | 'stopped') {
  return { version: DATA_JSON_VERSION, counting, ...report }
}

export type DataJson = ReturnType<typeof dataJson>
