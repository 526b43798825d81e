import { PORTFOLIO_SECTION, SERVICES } from '#content'
import type { Project } from '../../../shared/content-schema'
import type { ImageTable } from '../image-slots'
import { ContentPicture } from '../content-picture'
import { LineIcon } from '../../../client/components/line-icons'
import { SECTION_SHAPES } from './section-icons'

/** A finished project: its screenshots (swiped through when there are several), what, for whom, when. */
export function ProjectCard({ project, images }: { project: Project; images: ImageTable }) {
  const service = SERVICES.find((row) => row.id === project.service)
  return (
    <li className="card project-card">
      <Screenshots project={project} images={images} />
      <div className="project-body">
        <p className="project-meta">
          <span className="project-service">{service?.title}</span>
          <span>
            {project.clientType} · {project.year}
          </span>
        </p>
        <h4>{project.title}</h4>
        <p>{project.summary}</p>
        {project.url ? (
          <a className="project-link" href={project.url} target="_blank" rel="noopener noreferrer">
            {PORTFOLIO_SECTION.visitLabel}
            <span className="sr-only">: {project.title}</span>
            <LineIcon shape={SECTION_SHAPES.arrowRight} />
          </a>
        ) : null}
      </div>
    </li>
  )
}

function Screenshots({ project, images }: { project: Project; images: ImageTable }) {
  const { screenshots, title } = project
  const altOf = (index: number) =>
    screenshots.length === 1
      ? `${PORTFOLIO_SECTION.screenshotAlt} ${title}`
      : `${PORTFOLIO_SECTION.screenshotAlt} ${title}, ${index + 1} dari ${screenshots.length}`
  if (screenshots.length === 1)
    return (
      <div className="project-screenshot">
        <ContentPicture images={images} slot="project" file={screenshots[0]!} alt={altOf(0)} loading="lazy" />
      </div>
    )
  // Several: a strip that scrolls sideways and snaps to each, by swipe, scroll or keyboard.
  return (
    <div className="project-screenshot">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1) */}
      <ul className="screenshot-strip" tabIndex={0} aria-label={`${PORTFOLIO_SECTION.screenshotsLabel} ${title}`}>
        {screenshots.map((file, index) => (
          <li key={file}>
            <ContentPicture images={images} slot="project" file={file} alt={altOf(index)} loading="lazy" />
          </li>
        ))}
      </ul>
      <p className="screenshot-count" aria-hidden="true">
        {PORTFOLIO_SECTION.swipeHint(screenshots.length)}
      </p>
    </div>
  )
}
