import { BRAND } from '#content'

/** Logo: the code-bracket mark of the favicon next to the brand name. */
export function BrandMark({ href }: { href: string }) {
  return (
    <a className="brand" href={href}>
      <svg className="brand-mark" width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0b3b8c" />
        <path
          d="M20 22 10 32l10 10M44 22l10 10-10 10"
          fill="none"
          stroke="#fbbf24"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="m36 16-8 32" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
      </svg>
      <span className="brand-name">{BRAND.name}</span>
    </a>
  )
}
