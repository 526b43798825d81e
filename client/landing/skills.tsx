import { formatMonthYear } from '../../shared/landing/format-month-year'
import { CERTIFICATES, SECTION_INTROS, TECHNOLOGIES } from '../../shared/site-content'
import { SectionHeading } from './section-heading'

/** Size of the generated certificate placeholders (scripts/write-certificate-placeholders.ts). */
const CERTIFICATE_IMAGE = { width: 480, height: 340 } as const
const TECHNOLOGY_ICON_PX = 32

export function Skills() {
  const text = SECTION_INTROS.skills
  return (
    <section id="skills" className="section" aria-labelledby="skills-title" tabIndex={-1}>
      <div className="container">
        <SectionHeading id="skills-title" eyebrow={text.eyebrow} title={text.heading}>
          {text.text}
        </SectionHeading>
        <h3 className="subheading">{text.technologiesHeading}</h3>
        <ul className="tech-grid">
          {TECHNOLOGIES.map((tech) => (
            <li className="tech-item" key={tech.id}>
              <img
                src={tech.imageUrl}
                width={TECHNOLOGY_ICON_PX}
                height={TECHNOLOGY_ICON_PX}
                alt={`Logo ${tech.name}`}
                loading="lazy"
                decoding="async"
              />
              <span>{tech.name}</span>
            </li>
          ))}
        </ul>
        <h3 className="subheading">{text.certificatesHeading}</h3>
        <ul className="card-grid certificate-grid">
          {CERTIFICATES.map((certificate) => (
            <li className="card certificate-card" key={certificate.id}>
              <img
                src={certificate.imageUrl}
                width={CERTIFICATE_IMAGE.width}
                height={CERTIFICATE_IMAGE.height}
                alt={`Sertifikat ${certificate.title}`}
                loading="lazy"
                decoding="async"
              />
              <div className="certificate-body">
                <h4>{certificate.title}</h4>
                <p className="certificate-issuer">{certificate.issuer}</p>
                <p className="certificate-date">
                  <time dateTime={certificate.date}>{formatMonthYear(certificate.date)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
