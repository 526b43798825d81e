import { PORTFOLIO_SECTION } from '#content'
import type { Project, Testimonial } from '../../../shared/content-schema'
import type { ImageTable } from '../image-slots'
import { isStillExpected, type CalendarMonth } from '../../calendar-month'
import { formatMonthYear } from './format-month-year'
import { ChatLink } from './chat-link'
import { ProjectCard } from './project-card'
import { LandingSection, TitledList } from './landing-section'
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
    <LandingSection
      id="portfolio"
      className="section section-alt"
      heading={launched ? { ...PORTFOLIO_SECTION, text: PORTFOLIO_SECTION.intro } : undefined}
    >
      {launched ? (
        <>
          {projects.length > 0 ? (
            <TitledList id="portfolio-projects" title={PORTFOLIO_SECTION.projectsHeading} className="project-grid">
              {projects.map((project) => (
                <ProjectCard key={project.title} project={project} images={images} />
              ))}
            </TitledList>
          ) : null}
          {testimonials.length > 0 ? (
            <TitledList
              id="portfolio-testimonials"
              title={PORTFOLIO_SECTION.testimonialsHeading}
              className="testimonial-grid"
            >
              {testimonials.map((testimonial, index) => (
                // The owner may publish one the content file holds too: its place, not its name, tells them apart.
                <TestimonialCard key={index} testimonial={testimonial} />
              ))}
            </TitledList>
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
    </LandingSection>
  )
}

/** The placeholder of a portfolio still being prepared; its launch estimate only while that month has not passed. */
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
