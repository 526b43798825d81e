import { CERTIFICATES, SECTION_INTROS, TECHNOLOGIES } from '#content'
import type { Certificate } from '../../../shared/content-schema'
import { CERTIFICATE_PLACEHOLDER, certificatePlaceholderUrl } from '../../../shared/images/certificate-placeholder'
import type { ImageTable } from '../image-slots'
import { formatMonthYear } from './format-month-year'
import { ContentPicture } from '../content-picture'
import { LandingSection, TitledList } from './landing-section'

const TECHNOLOGY_ICON_PX = 32

export function Skills({ images }: { images: ImageTable }) {
  const text = SECTION_INTROS.skills
  return (
    <LandingSection id="skills" heading={text}>
      <TitledList id="skills-technologies" title={text.technologiesHeading} className="tech-grid">
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
      </TitledList>
      <TitledList id="skills-certificates" title={text.certificatesHeading} className="card-grid certificate-grid">
        {CERTIFICATES.map((certificate) => (
          <li className="card certificate-card" key={certificate.id}>
            <CertificateImage certificate={certificate} images={images} />
            <div className="certificate-body">
              <h4>{certificate.title}</h4>
              <p className="certificate-issuer">{certificate.issuer}</p>
              <p className="certificate-date">
                <time dateTime={certificate.date}>{formatMonthYear(certificate.date)}</time>
              </p>
            </div>
          </li>
        ))}
      </TitledList>
    </LandingSection>
  )
}

/** The certificate's photo, or its drawn card while it has none. */
function CertificateImage({ certificate, images }: { certificate: Certificate; images: ImageTable }) {
  const alt = `Sertifikat ${certificate.title}`
  if (certificate.photo)
    return <ContentPicture images={images} slot="certificate" file={certificate.photo} alt={alt} loading="lazy" />
  return (
    <img
      src={certificatePlaceholderUrl(certificate.id)}
      width={CERTIFICATE_PLACEHOLDER.width}
      height={CERTIFICATE_PLACEHOLDER.height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  )
}
