import type { Testimonial } from '../../../shared/content-schema'
import type { PageAssets } from '../../asset-manifest'
import { TestimonialCard } from '../../pages/landing/testimonial-card'
import type { SiteConfig } from '../../site-config'
import { OwnerPage } from '../owner-page'
import { TESTIMONIALS_PATH } from '../owner-path'
import { OWNER_TEXT } from '../owner-text'
import type { PublishedTestimonial } from './testimonial-store'

const T = OWNER_TEXT.testimonials

/** What the owner's last action says, above the form. */
export type Notice = 'published' | 'alreadyPublished' | 'hidden' | 'gone' | 'storeFailed'
/** Form fields and their values: one place, read by the routes too. */
export const FIELD = { message: 'pesan', action: 'aksi', id: 'id' } as const
export const ACTION = { preview: 'pratinjau', publish: 'terbitkan', hide: 'sembunyikan' } as const

interface TestimonialPageProps {
  site: SiteConfig
  assets: PageAssets
  /** Undefined when the store cannot be read. */
  published: readonly PublishedTestimonial[] | undefined
  notice?: Notice | undefined
  /** What the owner pasted, kept in the text area. */
  pasted?: string | undefined
  preview?: Testimonial | undefined
  /** Why what was pasted cannot be published. */
  problems?: readonly string[] | undefined
}

const PUBLISHED_DAY = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeZone: 'Asia/Jakarta' })

/**
 * /pemilik/testimoni: paste a client's testimonial as its chat message came, see it as the landing
 * page will show it, publish it; the published ones, newest first, each to hide again. Whole without
 * JavaScript: every button posts the one form it is in.
 */
export function TestimonialPage({
  site,
  assets,
  published,
  notice,
  pasted = '',
  preview,
  problems,
}: TestimonialPageProps) {
  const invalid = problems !== undefined && problems.length > 0
  return (
    <OwnerPage site={site} assets={assets} path={TESTIMONIALS_PATH} title={T.title} description={T.lead}>
      {notice ? (
        <p className={notice === 'storeFailed' ? 'dashboard-notice is-alert' : 'dashboard-notice'} role="status">
          {notice === 'storeFailed' ? T.storeFailed : T[notice]}
        </p>
      ) : null}
      <section className="card panel">
        <h2 className="panel-title">
          <label htmlFor="pesan">{T.pasteLabel}</label>
        </h2>
        <form className="paste-form" method="post" action={TESTIMONIALS_PATH}>
          <p className="panel-note" id="pesan-hint">
            {T.pasteHint}
          </p>
          {invalid ? (
            <div className="dashboard-notice is-alert" id="pesan-error" role="alert">
              <p className="paste-problems-title">{T.refusedHeading}</p>
              <ul>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <textarea
            id="pesan"
            name={FIELD.message}
            rows={12}
            required
            spellCheck={false}
            defaultValue={pasted}
            aria-describedby={invalid ? 'pesan-hint pesan-error' : 'pesan-hint'}
            aria-invalid={invalid || undefined}
          />
          <div className="paste-actions">
            <button className="button button-ghost" type="submit" name={FIELD.action} value={ACTION.preview}>
              {T.preview}
            </button>
            <button className="button button-primary" type="submit" name={FIELD.action} value={ACTION.publish}>
              {T.publish}
            </button>
          </div>
        </form>
      </section>
      {preview ? (
        <section className="card panel owner-preview" aria-labelledby="preview-title">
          <h2 className="panel-title" id="preview-title">
            {T.previewHeading}
          </h2>
          <p className="panel-note">{T.previewNote}</p>
          <ul className="testimonial-grid">
            <TestimonialCard testimonial={preview} />
          </ul>
        </section>
      ) : null}
      <section className="card panel" aria-labelledby="published-title">
        <h2 className="panel-title" id="published-title">
          {T.listHeading}
        </h2>
        <p className="panel-note">{T.listNote}</p>
        {published === undefined ? (
          <p className="dashboard-notice is-alert">{T.storeFailed}</p>
        ) : published.length === 0 ? (
          <p className="panel-note">{T.listEmpty}</p>
        ) : (
          <ol className="published-list">
            {published.map(({ id, testimonial, publishedAt }) => (
              <li key={id} className="published-item">
                <ul className="testimonial-grid">
                  <TestimonialCard testimonial={testimonial} />
                </ul>
                <form className="published-actions" method="post" action={TESTIMONIALS_PATH}>
                  <span>{T.publishedOn(PUBLISHED_DAY.format(new Date(publishedAt)))}</span>
                  <input type="hidden" name={FIELD.id} value={id} />
                  <button
                    className="button button-ghost"
                    type="submit"
                    name={FIELD.action}
                    value={ACTION.hide}
                    aria-label={T.hideLabel(testimonial.name)}
                  >
                    {T.hide}
                  </button>
                </form>
              </li>
            ))}
          </ol>
        )}
      </section>
    </OwnerPage>
  )
}
