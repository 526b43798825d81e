import type { ReactNode } from 'react'

/**
 * Line icons (24×24, stroke = currentColor): the ones the header island draws here, the landing
 * sections' own in server/pages/landing/section-icons.tsx. Decorative: the surrounding control or
 * text carries the accessible name.
 */
export function LineIcon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
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
      {children}
    </svg>
  )
}

export type LineIconComponent = (props: { className?: string }) => ReactNode

export const MailIcon: LineIconComponent = (p) => (
  <LineIcon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </LineIcon>
)

export const PhoneIcon: LineIconComponent = (p) => (
  <LineIcon {...p}>
    <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2" />
  </LineIcon>
)

export const InstagramIcon: LineIconComponent = (p) => (
  <LineIcon {...p}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h0" />
  </LineIcon>
)

export const LinkedInIcon: LineIconComponent = (p) => (
  <LineIcon {...p}>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10v7M8 7v0M12 17v-7M12 13a3 3 0 0 1 6 0v4" />
  </LineIcon>
)

export const MenuIcon: LineIconComponent = (p) => (
  <LineIcon {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </LineIcon>
)
