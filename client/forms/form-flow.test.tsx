import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FORM_STARTED_ATTRIBUTE, FORM_STEP_EVENT, type FormStep } from '../../shared/analytics/events'
import { CHAT_REDIRECT_DELAY_MS, SIMULATED_SUBMIT_DELAY_MS, TOAST_DURATION_MS } from '../../shared/constants'
import type { FormDefinition } from '../../shared/forms/form-definition'
import type { LongTextSpec } from '../../shared/forms/form-field'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { UI_TEXT } from '../../shared/messages'
import { FORM_TEXT, VALIDATION_MESSAGES as M } from '../../shared/forms/form-messages'
import { emptyValues } from '../../shared/validation/form-values'
import { buildWhatsAppUrl } from '../../shared/whatsapp/build-whatsapp-url'
import { chatText, submittedChatText } from '../../tests/support/chat-link'
import { control, fillForm, group } from '../../tests/support/form-dom'
import { ORDER, TESTIMONIAL } from '../../tests/support/form-fixtures'
import { OrderForm } from '../islands/order-form.island'
import { TestimonialForm } from '../islands/testimonial-form.island'
import { fieldOf } from './field'
import { groupDigits } from './group-digits'
import type { FormIslandProps } from './use-form-controller'

/**
 * Both forms as component tests: their fields as the server renders them and the islands
 * hydrate them (names, labels, limits, options, hints, how errors are marked, described and listed),
 * then what they do over time on a fake clock (validation on submit, the timed hand-off to WhatsApp,
 * toasts). What needs a real browser (the chat window, the clipboard, layout) is in
 * tests/e2e/forms.spec.ts.
 */
const NUMBER = '6281234567890'
const NOW = new Date('2026-11-22T08:42:00+07:00')
const HANDOFF_MS = SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS

const island = (component: unknown) => component as ComponentType<FormIslandProps<string>>
const FORMS = [
  { form: ORDER_FORM as FormDefinition, Island: island(OrderForm), values: ORDER as Record<string, string> },
  { form: TESTIMONIAL_FORM as FormDefinition, Island: island(TestimonialForm), values: TESTIMONIAL },
]
afterEach(cleanup)

describe.each(FORMS)('$form.path', ({ form, Island, values }) => {
  /** Which these are is pinned by the forms' validation tests (shared/forms/). */
  const optional = form.names.filter((name) => form.fields[name]!.optional)
  let open: ReturnType<typeof vi.fn>
  /** The funnel's steps the form announced, as the counting script hears them. */
  let steps: FormStep[] = []
  const hear = (event: Event) => steps.push((event as CustomEvent<FormStep>).detail)
  beforeEach(() => {
    steps = []
    document.addEventListener(FORM_STEP_EVENT, hear)
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'Date'] })
    open = vi.fn()
    window.open = open as typeof window.open
    window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia
    Element.prototype.scrollIntoView = vi.fn()
  })
  afterEach(() => {
    vi.useRealTimers()
    document.removeEventListener(FORM_STEP_EVENT, hear)
    document.documentElement.removeAttribute(FORM_STARTED_ATTRIBUTE)
  })

  const renderForm = (errors: Record<string, string> = {}) => {
    render(<Island whatsappNumber={NUMBER} initialValues={emptyValues(form.names)} initialErrors={errors} />)
    return document.querySelector('form')!
  }
  const isGroup = (name: string) => ['radio', 'rating'].includes(form.fields[name]!.kind)
  const labelOf = (name: string) =>
    isGroup(name) ? group(form, name) : (control(form, name) as HTMLInputElement).labels![0]!
  const errorOf = (name: string) => document.getElementById(`${form.prefix}-${name}-error`)!
  /** What the form would post now. */
  const posted = () => Object.fromEntries(new FormData(document.querySelector('form')!))

  describe('as the server renders it', () => {
    it('names its fields exactly as the spec does, in the spec’s order, each labelled and limited', () => {
      const names = [...renderForm().elements].map((field) => field.getAttribute('name')).filter(Boolean)
      expect([...new Set(names)]).toEqual(form.names)
      for (const name of form.names.filter((field) => !isGroup(field))) {
        const field = control(form, name)
        expect([field.getAttribute('name'), field.id]).toEqual([name, `${form.prefix}-${name}`])
        const spec = form.fields[name]!
        if ('maxLength' in spec) expect(field.getAttribute('maxlength')).toBe(String(spec.maxLength))
      }
    })

    it('offers each choice by its option, none chosen: a select after its placeholder, radios in a group named by its legend, a star by its label', () => {
      renderForm()
      for (const name of form.names) {
        const spec = form.fields[name]!
        if (spec.kind === 'select') {
          const options = within(control(form, name)).getAllByRole('option')
          expect(options.map((option) => option.textContent)).toEqual([spec.placeholder, ...spec.options])
        }
        if (spec.kind !== 'radio' && spec.kind !== 'rating') continue
        const radios = within(group(form, name)).getAllByRole('radio')
        const expected =
          spec.kind === 'rating'
            ? [1, 2, 3, 4, 5].map((stars) => FORM_TEXT.star(stars, spec.labels[stars]!))
            : spec.options
        expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual(expected)
        expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toEqual([])
        expect(radios[0]!.id).toBe(`${form.prefix}-${name}`)
      }
    })

    it('marks exactly the optional fields “(opsional)”, and says beside its button that nothing is stored', () => {
      renderForm()
      expect(form.names.filter((name) => labelOf(name).textContent!.includes(FORM_TEXT.optional))).toEqual(optional)
      const button = screen.getByRole('button', { name: form.text.submit })
      expect(button.parentElement!.textContent).toContain(FORM_TEXT.privacyNote)
    })

    it('describes a field by its hint, and shows no error or summary before a submission', () => {
      renderForm()
      for (const hint of document.querySelectorAll('.field-hint'))
        expect(document.querySelector(`[aria-describedby~="${hint.id}"]`)).not.toBeNull()
      expect(document.querySelectorAll('[aria-invalid]')).toHaveLength(0)
      expect(screen.queryByRole('group', { name: FORM_TEXT.errorSummaryHeading })).toBeNull()
    })

    it('marks each field in error, described by its hint then its error after a hidden “Kesalahan:”, listed above the form', () => {
      const [firstGroup] = form.names.filter(isGroup)
      const [firstText, secondText] = form.names.filter((name) => !isGroup(name))
      const errors = { [firstText!]: M.required, [secondText!]: M.tooLong, [firstGroup!]: M.invalidChoice }
      renderForm(errors)
      const invalid = [...document.querySelectorAll('[aria-invalid="true"]')].map(
        (element) => element.getAttribute('name') ?? element.querySelector('[name]')!.getAttribute('name'),
      )
      expect(invalid.sort()).toEqual(Object.keys(errors).sort())
      for (const [name, message] of Object.entries(errors)) {
        const described = (isGroup(name) ? group(form, name) : control(form, name)).getAttribute('aria-describedby')!
        expect(described.split(' ').at(-1)).toBe(`${form.prefix}-${name}-error`)
        expect(errorOf(name).textContent).toBe(`${UI_TEXT.errorPrefix} ${message}`)
      }
      const links = within(screen.getByRole('group', { name: FORM_TEXT.errorSummaryHeading })).getAllByRole('link')
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        form.names.filter((name) => name in errors).map((name) => `#${form.prefix}-${name}`),
      )
    })
  })

  describe('on a fake clock', () => {
    beforeEach(() => renderForm())

    const button = () =>
      screen.getByRole<HTMLButtonElement>('button', { name: new RegExp(`${form.text.submit}|${UI_TEXT.submitting}`) })
    const submit = () => fireEvent.click(button())
    const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))
    /** The next frame, and the task after it: where the form puts what may wait for a paint. */
    const afterNextPaint = () =>
      act(() => {
        vi.advanceTimersToNextFrame()
        vi.advanceTimersByTime(1)
      })
    const toast = (text: string) => screen.queryByText(text)?.closest('[role="status"]') ?? null
    const chatUrl = () => buildWhatsAppUrl(NUMBER, submittedChatText(form, values, { now: NOW }))
    const required = form.names.filter((name) => !optional.includes(name))
    const [first, second] = required as [string, string]

    describe('a submit with fields in error', () => {
      it('shows the error toast at once, every field’s message and the summary a frame later, then focuses the first field and opens no chat', () => {
        submit()
        expect(toast(form.toasts.invalid)?.closest('.toast')?.classList).toContain('toast-error')
        expect([errorOf(first).hidden, errorOf(second).hidden]).toEqual([true, true])
        afterNextPaint()
        expect(errorOf(first).textContent).toBe(`${UI_TEXT.errorPrefix} ${M.required}`)
        expect(required.filter((name) => errorOf(name).hidden)).toEqual([])
        expect(optional.filter((name) => !errorOf(name).hidden)).toEqual([])
        expect(screen.getByRole('group', { name: FORM_TEXT.errorSummaryHeading })).toBeTruthy()
        afterNextPaint()
        const field = document.getElementById(`${form.prefix}-${first}`)!
        expect(document.activeElement).toBe(field)
        expect(field.getAttribute('aria-invalid')).toBe('true')
        wait(HANDOFF_MS)
        expect(open).not.toHaveBeenCalled()
      })

      it('clears a field’s message when it is edited, and only that one', () => {
        submit()
        afterNextPaint()
        fireEvent.change(control(form, first), { target: { value: 'S' } })
        expect(errorOf(first).hidden).toBe(true)
        expect(errorOf(second).hidden).toBe(false)
      })
    })

    describe('a valid submit', () => {
      beforeEach(() => fillForm(form, values))

      it('reads Mengirim... and stays disabled for 1.5 s, then shows the success toast its full 5 s', () => {
        submit()
        expect([button().textContent, button().disabled]).toEqual([UI_TEXT.submitting, true])
        wait(SIMULATED_SUBMIT_DELAY_MS - 1)
        expect(button().disabled).toBe(true)
        expect(toast(form.toasts.success)).toBeNull()
        wait(1)
        expect(toast(form.toasts.success)?.closest('.toast')?.classList).toContain('toast-success')
        wait(TOAST_DURATION_MS - 1)
        expect(toast(form.toasts.success)).not.toBeNull()
        wait(1)
        expect(toast(form.toasts.success)).toBeNull()
      })

      it('opens the chat with the prefilled message 1.5 s after the toast, then offers its link and the number', () => {
        submit()
        wait(HANDOFF_MS - 1)
        expect(open).not.toHaveBeenCalled()
        wait(1)
        expect(open.mock.calls).toEqual([[chatUrl(), '_blank']])
        expect([button().textContent, button().disabled]).toEqual([form.text.submit, false])
        const panel = screen.getByRole('region', { name: FORM_TEXT.handoff.heading })
        expect(within(panel).getByRole('link', { name: UI_TEXT.openWhatsApp }).getAttribute('href')).toBe(chatUrl())
        expect(panel.textContent).toContain('+62 812-3456-7890')
        expect(panel.textContent).not.toContain(FORM_TEXT.handoff.offline) // online, nothing about a connection
        expect(within(panel).getByRole('button', { name: FORM_TEXT.handoff.copy })).toBeTruthy()
        expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: FORM_TEXT.handoff.heading }))
      })

      describe('the hand-off panel', () => {
        const handOff = () => {
          submit()
          wait(HANDOFF_MS)
          return screen.getByRole('region', { name: FORM_TEXT.handoff.heading })
        }
        afterEach(() => {
          Reflect.deleteProperty(navigator, 'clipboard')
          Reflect.deleteProperty(navigator, 'onLine')
        })

        // That it copies the message where there is a clipboard: tests/e2e/forms.spec.ts (a phone's hand-off).
        it('without a clipboard, shows the message selected, to copy by hand', async () => {
          Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
          const panel = handOff()
          const copyMessage = within(panel).getByRole('button', { name: FORM_TEXT.handoff.copyMessage })
          await act(async () => fireEvent.click(copyMessage))
          expect(within(panel).getByRole('status').textContent).toBe(FORM_TEXT.handoff.messageCopyFailed)
          expect(window.getSelection()?.toString()).toBe(chatText(chatUrl()))
        })

        it('says plainly when there is no connection, and still offers the chat link', () => {
          Object.defineProperty(navigator, 'onLine', { value: false, configurable: true })
          const panel = handOff()
          expect(panel.textContent).toContain(FORM_TEXT.handoff.offline)
          expect(within(panel).getByRole('link', { name: UI_TEXT.openWhatsApp }).getAttribute('href')).toBe(chatUrl())
        })
      })

      describe('the draft in this tab', () => {
        const draft = () => sessionStorage.getItem(`draft:${form.path}`)
        const typed = JSON.stringify(values)
        const hide = () => act(() => void window.dispatchEvent(new Event('pagehide')))
        afterEach(() => {
          sessionStorage.clear()
          Reflect.deleteProperty(navigator, 'clipboard')
        })

        it('goes once the chat window has opened, that window cut from the page, while the form keeps every value', () => {
          const chat = { opener: window as Window | null }
          open.mockReturnValue(chat)
          hide()
          expect(draft()).toBe(typed)
          submit()
          wait(HANDOFF_MS)
          expect([draft(), chat.opener]).toEqual([null, null])
          hide() // the chat window hides the page, which writes a draft no more
          expect(draft()).toBeNull()
          expect(posted()).toEqual(values)
        })

        it('comes back with the next edit after the hand-off: new work to keep', () => {
          open.mockReturnValue({ opener: window })
          submit()
          wait(HANDOFF_MS)
          fireEvent.change(control(form, first), { target: { value: 'Sari' } })
          hide()
          expect(JSON.parse(draft()!)).toEqual({ ...values, [first]: 'Sari' })
        })

        it('stays after a refused submit', () => {
          fireEvent.change(control(form, first), { target: { value: '' } })
          submit()
          afterNextPaint()
          hide()
          expect(JSON.parse(draft()!)).toEqual({ ...values, [first]: '' })
        })

        it.each([
          ['follows the panel’s link', (panel: HTMLElement) => fireEvent.click(within(panel).getByRole('link'))],
          [
            'copies the message',
            async (panel: HTMLElement) => {
              const writeText = vi.fn(async () => {})
              Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
              await act(async () => fireEvent.click(within(panel).getByText(FORM_TEXT.handoff.copyMessage)))
            },
          ],
          [
            'copies the message by hand, where there is no clipboard',
            async (panel: HTMLElement) => {
              Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
              await act(async () => fireEvent.click(within(panel).getByText(FORM_TEXT.handoff.copyMessage)))
              fireEvent.copy(panel.querySelector('pre')!)
            },
          ],
        ])('stays while the chat window is blocked, and goes when the visitor %s', async (_action, takeMessage) => {
          open.mockReturnValue(null)
          submit()
          wait(HANDOFF_MS)
          hide()
          expect(draft()).toBe(typed)
          await takeMessage(screen.getByRole('region', { name: FORM_TEXT.handoff.heading }))
          hide()
          expect(draft()).toBeNull()
        })
      })

      it('opens one chat only, however often the visitor submits, and keeps everything typed (no reset)', () => {
        submit()
        submit()
        act(() => document.querySelector('form')!.requestSubmit())
        wait(HANDOFF_MS * 2)
        expect(open).toHaveBeenCalledOnce()
        expect(posted()).toEqual(values)
      })

      it('shows Terjadi kesalahan when the chat link cannot be built, and loses nothing typed', () => {
        vi.spyOn(globalThis, 'encodeURIComponent').mockImplementation(() => {
          throw new URIError('broken')
        })
        submit()
        vi.mocked(encodeURIComponent).mockRestore()
        expect(toast(FORM_TEXT.unexpectedFailure)?.closest('.toast')?.classList).toContain('toast-error')
        expect(button().disabled).toBe(false)
        wait(HANDOFF_MS)
        expect(open).not.toHaveBeenCalled()
      })
    })

    describe('its funnel, announced for the counting script', () => {
      it('says it is open, that a field was typed in (once), and each refused submit by the fields that failed, never their values', () => {
        fireEvent.change(control(form, first), { target: { value: 'Zqx rahasia' } })
        fireEvent.change(control(form, second), { target: { value: 'Zqx' } })
        submit()
        afterNextPaint()
        const typed = { ...emptyValues(form.names), [first]: 'Zqx rahasia', [second]: 'Zqx' }
        const failing = Object.keys((form.validate(typed) as { errors: object }).errors)
        expect(steps).toEqual([{ step: 'open' }, { step: 'start' }, { step: 'refused', fields: failing }])
        expect(failing).toContain(required.at(-1))
        expect(JSON.stringify(steps)).not.toContain('Zqx')
      })

      it('marks on the root that it was typed in, for a counting script that arrives later', () => {
        expect(document.documentElement.hasAttribute(FORM_STARTED_ATTRIBUTE)).toBe(false)
        fireEvent.change(control(form, form.names[0]!), { target: { value: 'Zqx' } })
        expect(document.documentElement.getAttribute(FORM_STARTED_ATTRIBUTE)).toBe('')
      })

      it('says an order was handed off once: by the chat window when it opened, else from the panel, and each copy of the message', async () => {
        fillForm(form, values)
        open.mockReturnValue({ opener: window })
        submit()
        wait(HANDOFF_MS)
        const panel = screen.getByRole('region', { name: FORM_TEXT.handoff.heading })
        fireEvent.click(within(panel).getByRole('link'))
        open.mockReturnValue(null)
        submit()
        wait(HANDOFF_MS)
        Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => {} }, configurable: true })
        const copy = within(screen.getByRole('region', { name: FORM_TEXT.handoff.heading })).getByText(
          FORM_TEXT.handoff.copyMessage,
        )
        await act(async () => fireEvent.click(copy))
        await act(async () => fireEvent.click(copy))
        Reflect.deleteProperty(navigator, 'clipboard')
        expect(steps.filter((step) => step.step !== 'start')).toEqual([
          { step: 'open' },
          { step: 'handoff', via: 'window' },
          { step: 'handoff', via: 'panel' },
          { step: 'copy' },
          { step: 'copy' },
        ])
      })
    })

    it('counts the characters of each long text as they are typed', () => {
      for (const name of form.names.filter((name) => form.fields[name]!.kind === 'long-text')) {
        const max = groupDigits((form.fields[name] as LongTextSpec).maxLength)
        fireEvent.change(control(form, name), { target: { value: 'Bagus sekali' } })
        expect(screen.getByText(FORM_TEXT.charCount('12', max))).toBeTruthy()
      }
    })

    it('announces a toast in a polite live region there before it, and dismisses it with its close button', () => {
      const regions = screen.getAllByRole('status')
      submit()
      expect(regions).toContain(toast(form.toasts.invalid))
      fireEvent.click(screen.getByRole('button', { name: FORM_TEXT.toastClose }))
      expect(toast(form.toasts.invalid)).toBeNull()
      expect(screen.queryByRole('button', { name: FORM_TEXT.toastClose })).toBeNull()
    })
  })
})

it('a form’s Field takes only the names of that form’s fields: a misspelt one fails the type check', () => {
  const Field = fieldOf(ORDER_FORM)
  // @ts-expect-error: the order form has no field "emial"
  expect(<Field name="emial" />).toBeTruthy()
})
