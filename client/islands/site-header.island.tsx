import { useEffect, useRef, useState } from 'react'
import { HEADER_SHRINK_THRESHOLD_PX } from '../../shared/constants'
import { MEDIA } from '../../shared/media-queries'
import { scrollBehavior } from '../browser/motion'
import { activeSectionId } from '../../shared/landing/active-section'
import { scrollTargetTop } from '../../shared/landing/scroll-target'
import { UI_TEXT } from '../../shared/messages'
import { HEADER_TEXT, NAV_ITEMS, SECTION_IDS } from '#content'
import { WhatsAppIcon } from '../components/icons'
import { useHydrated } from '../browser/use-client-value'
import { BrandMark } from '../components/brand-mark'
import { TopContactBar } from '../components/top-contact-bar'
import { CONTACT_SHAPES, LineIcon } from '../components/line-icons'
import { island } from '../hydrate-islands'
import type { ContactDetails } from '../../shared/content-schema'

const MENU_ID = 'site-menu'
const isSectionId = (id: string): boolean => (SECTION_IDS as readonly string[]).includes(id)

/**
 * The fixed header. Without JavaScript it is complete: links jump to their sections (CSS
 * scroll-padding keeps headings clear of the header) and the mobile menu is a native popover.
 * Hydrated, it shrinks on scroll, marks the link of the section in view, scrolls smoothly with
 * the spec's offsets (for every in-page section link, hero and footer included) and closes the
 * mobile menu after a choice.
 */
export function SiteHeader({ chatUrl, contact }: { chatUrl: string; contact: ContactDetails }) {
  const hydrated = useHydrated()
  const [shrunk, setShrunk] = useState(false)
  const [activeId, setActiveId] = useState<string | null>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuRef = useRef<HTMLUListElement>(null)
  const shrunkRef = useRef(false)

  useEffect(() => {
    const menu = menuRef.current
    const closeMenu = () => {
      if (menu?.matches(':popover-open')) menu.hidePopover()
    }

    const update = () => {
      const scrollY = window.scrollY
      shrunkRef.current = scrollY > HEADER_SHRINK_THRESHOLD_PX
      setShrunk(shrunkRef.current)
      const sections = SECTION_IDS.flatMap((id) => {
        const element = document.getElementById(id)
        return element ? [{ id, top: element.getBoundingClientRect().top + scrollY }] : []
      })
      const atPageBottom = scrollY > 0 && scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
      setActiveId(activeSectionId(sections, scrollY, { atPageBottom }))
    }

    const onToggle = (event: Event) => setMenuOpen((event as ToggleEvent).newState === 'open')

    const onClick = (event: MouseEvent) => {
      const opensElsewhere = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
      if (event.defaultPrevented || event.button !== 0 || opensElsewhere) return
      const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null
      const id = link?.getAttribute('href')?.slice(1) ?? ''
      const section = isSectionId(id) ? document.getElementById(id) : null
      if (!section) return
      event.preventDefault()
      closeMenu()
      const top = scrollTargetTop(section.getBoundingClientRect().top + window.scrollY, shrunkRef.current)
      window.scrollTo({ top, behavior: scrollBehavior() })
      history.replaceState(history.state, '', `#${id}`)
      // Keyboard users continue from the section they chose, as with a plain anchor jump.
      section.focus({ preventScroll: true })
    }

    const desktop = window.matchMedia(MEDIA.desktop)
    const onBreakpoint = () => {
      if (desktop.matches) closeMenu()
    }

    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    document.addEventListener('click', onClick)
    menu?.addEventListener('toggle', onToggle)
    desktop.addEventListener('change', onBreakpoint)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
      document.removeEventListener('click', onClick)
      menu?.removeEventListener('toggle', onToggle)
      desktop.removeEventListener('change', onBreakpoint)
    }
  }, [])

  return (
    <header className="site-header" data-shrunk={shrunk ? 'true' : undefined}>
      <TopContactBar contact={contact} />
      <div className="container header-bar">
        <BrandMark href="#home" />
        <nav className="site-nav" aria-label={HEADER_TEXT.navLabel}>
          <ul id={MENU_ID} className="nav-list" popover="auto" ref={menuRef}>
            {NAV_ITEMS.map((item) => (
              <li key={item.id}>
                <a className="nav-link" href={`#${item.id}`} aria-current={activeId === item.id ? 'true' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a className="button button-accent header-cta" href={chatUrl} target="_blank" rel="noopener noreferrer">
          <WhatsAppIcon />
          <span className="header-cta-text">{UI_TEXT.contactUs}</span>
        </a>
        <button
          type="button"
          className="menu-toggle"
          popoverTarget={MENU_ID}
          aria-controls={MENU_ID}
          // Only once hydrated: until then the browser derives the expanded state from the popover.
          aria-expanded={hydrated ? menuOpen : undefined}
        >
          <LineIcon shape={CONTACT_SHAPES.menu} />
          <span className="sr-only">{HEADER_TEXT.menuToggle}</span>
        </button>
      </div>
    </header>
  )
}

export const SITE_HEADER_ISLAND = island(import.meta.url, { SiteHeader })
