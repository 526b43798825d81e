/** 2000 → "2.000": Indonesian digit grouping without Intl, so server and browser render alike. */
export function groupDigits(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+$)/g, '.')
}
