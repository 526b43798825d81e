/** The heading block above a form card. */
export function FormPageIntro({ eyebrow, heading, intro }: { eyebrow: string; heading: string; intro: string }) {
  return (
    <header className="form-intro">
      <p className="form-eyebrow">{eyebrow}</p>
      <h1 className="form-title">{heading}</h1>
      <p className="form-lead">{intro}</p>
    </header>
  )
}
