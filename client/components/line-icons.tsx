import type { ReactNode } from 'react'

/**
 * A line icon: a drawing on a 24×24 grid stroked in currentColor, the header's below and the landing
 * sections' in server/pages/landing/section-icons.tsx. Decorative: the surrounding control or text
 * carries the accessible name.
 */
export function LineIcon({ shape }: { shape: ReactNode }) {
  return (
    <svg
      className="icon"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shape}
    </svg>
  )
}

/** The drawings of the header's icons: its menu button and its contact bar (the footer's too). */
export const CONTACT_SHAPES = {
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  phone: <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h0" />
    </>
  ),
  linkedIn: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10v7M8 7v0M12 17v-7M12 13a3 3 0 0 1 6 0v4" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
}
