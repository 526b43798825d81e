import { OWNER_TEXT } from './owner-text'
import { STATISTICS_PATH, TESTIMONIALS_PATH } from './owner-path'

/** The owner's pages, each linking to the others: the figures only while they are counted. */
export function OwnerNav({ current, counting }: { current: string; counting: boolean }) {
  const T = OWNER_TEXT.nav
  const links = [...(counting ? [[STATISTICS_PATH, T.statistics]] : []), [TESTIMONIALS_PATH, T.testimonials]]
  return (
    <nav className="owner-nav" aria-label={T.label}>
      <ul>
        {links.map(([href, label]) => (
          <li key={href}>
            <a href={href} aria-current={href === current ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
