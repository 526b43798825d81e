import { PORTFOLIO_SECTION } from '#content'
import type { Project, Testimonial } from '../../../shared/content-schema'
import type { ImageTable } from '../../../shared/images/image-slots'
import { isStillExpected, type CalendarMonth } from '../../../shared/landing/calendar-month'
import { formatMonthYear } from '../../../shared/landing/format-month-year'
import { ChatLink } from './chat-link'
import { ProjectCard } from './project-card'
import { SectionHeading } from './section-heading'
import { TestimonialCard } from './testimonial-card'
import { LineIcon } from '../../../client/components/line-icons'
import { SECTION_SHAPES } from './section-icons'

interface PortfolioProps {
  chatUrl: string
  projects: readonly Project[]
  testimonials: readonly Testimonial[]
  images: ImageTable
  /** The month the page is rendered for: a launch estimate that has passed is not announced. */
  month: CalendarMonth
}

/** The owner's projects and published testimonials; the "coming soon" placeholder while there are none. */
export function Portfolio({ chatUrl, projects, testimonials, images, month }: PortfolioProps) {
  const launched = projects.length > 0 || testimonials.length > 0
  return (
    <section id="portfolio" className="section section-alt" aria-labelledby="portfolio-title" tabIndex={-1}>
      <div className="container">
        {launched ? (
          <>
            <SectionHeading id="portfolio-title" eyebrow={PORTFOLIO_SECTION.eyebrow} title={PORTFOLIO_SECTION.heading}>
              {PORTFOLIO_SECTION.intro}
            </SectionHeading>
            {projects.length > 0 ? (
              <>
                <h3 className="subheading" id="portfolio-projects">
                  {PORTFOLIO_SECTION.projectsHeading}
                </h3>
                <ul className="project-grid" aria-labelledby="portfolio-projects">
                  {projects.map((project) => (
                    <ProjectCard key={project.title} project={project} images={images} />
                  ))}
                </ul>
              </>
            ) : null}
            {testimonials.length > 0 ? (
              <>
                <h3 className="subheading" id="portfolio-testimonials">
                  {PORTFOLIO_SECTION.testimonialsHeading}
                </h3>
                <ul className="testimonial-grid" aria-labelledby="portfolio-testimonials">
                  {testimonials.map((testimonial) => (
                    <TestimonialCard key={`${testimonial.name} ${testimonial.date}`} testimonial={testimonial} />
                  ))}
                </ul>
              </>
            ) : null}
            <div className="portfolio-more">
              <p>{PORTFOLIO_SECTION.moreLabel}</p>
              <ChatLink href={chatUrl} className="button button-primary">
                {PORTFOLIO_SECTION.chatLabel}
              </ChatLink>
            </div>
          </>
        ) : (
          <ComingSoon chatUrl={chatUrl} month={month} />
        )}
      </div>
    </section>
  )
}

/** SPEC §2's placeholder; its launch estimate only while that month has not passed. */
function ComingSoon({ chatUrl, month }: { chatUrl: string; month: CalendarMonth }) {
  return (
    <div className="coming-soon">
      <p className="badge">{PORTFOLIO_SECTION.badge}</p>
      <h2 id="portfolio-title">{PORTFOLIO_SECTION.heading}</h2>
      <p className="section-intro">{PORTFOLIO_SECTION.text}</p>
      {isStillExpected(PORTFOLIO_SECTION.launchEstimate, month) ? (
        <p className="launch-estimate">
          <LineIcon shape={SECTION_SHAPES.clock} />
          {PORTFOLIO_SECTION.launchLabel} <strong>{formatMonthYear(PORTFOLIO_SECTION.launchEstimate)}</strong>
        </p>
      ) : null}
      <ChatLink href={chatUrl} className="button button-primary">
        {PORTFOLIO_SECTION.chatLabel}
      </ChatLink>
    </div>
  )
}
