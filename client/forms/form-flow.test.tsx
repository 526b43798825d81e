// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHAT_REDIRECT_DELAY_MS, SIMULATED_SUBMIT_DELAY_MS, TOAST_DURATION_MS } from '../../shared/constants'
import type { FormDefinition } from '../../shared/forms/form-definition'
import type { LongTextSpec } from '../../shared/forms/form-field'
import { ORDER_FORM } from '../../shared/forms/order-form'
import { TESTIMONIAL_FORM } from '../../shared/forms/testimonial-form'
import { UI_TEXT } from '../../shared/messages'
import { FORM_TEXT, TOAST_MESSAGES, VALIDATION_MESSAGES as M } from '../../shared/forms/form-messages'
import { emptyValues } from '../../shared/validation/form-values'
import { buildWhatsAppUrl } from '../../shared/whatsapp/build-whatsapp-url'
import { control, fillForm } from '../../tests/support/form-dom'
import { ORDER, TESTIMONIAL } from '../../tests/support/form-fixtures'
import { OrderForm } from '../islands/order-form.island'
import { TestimonialForm } from '../islands/testimonial-form.island'
import { groupDigits } from './group-digits'
import type { FormIslandProps } from './use-form-controller'

/**
 * What both forms do the same way over time (SPEC §4), on a fake clock: validation on submit, the
 * timed hand-off to WhatsApp, toasts. What needs a real browser (the chat window, the clipboard,
 * layout) is in tests/e2e/forms.spec.ts.
 */
const NUMBER = '6281234567890'
const NOW = new Date('2026-11-22T08:42:00+07:00')
const HANDOFF_MS = SIMULATED_SUBMIT_DELAY_MS + CHAT_REDIRECT_DELAY_MS

const island = (component: unknown) => component as ComponentType<FormIslandProps<string>>
const FORMS: Array<{ form: FormDefinition; Island: ReturnType<typeof island>; values: Record<string, string> }> = [
  { form: ORDER_FORM, Island: island(OrderForm), values: ORDER },
  { form: TESTIMONIAL_FORM, Island: island(TestimonialForm), values: TESTIMONIAL },
]

describe.each(FORMS)('$form.path', ({ form, Island, values }) => {
  let open: ReturnType<typeof vi.fn>
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'Date'] })
    open = vi.fn()
    window.open = open as typeof window.open
    window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia
    Element.prototype.scrollIntoView = vi.fn()
    render(<Island whatsappNumber={NUMBER} initialValues={emptyValues(form.names)} initialErrors={{}} />)
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

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
  const errorOf = (name: string) => document.getElementById(`${form.prefix}-${name}-error`)!
  const chatUrl = () => {
    const submission = form.submit(values, { now: NOW })
    if (!submission.success) throw new Error(`the ${form.path} fixture must be valid`)
    return buildWhatsAppUrl(NUMBER, submission.chatText)
  }
  const required = form.names.filter((name) => !form.fields[name]!.optional)
  const [first, second] = required as [string, string]
  describe('a submit with fields in error', () => {
    it('shows the error toast and the first field’s message at once, every other message a frame later', () => {
      submit()
      expect(toast(form.toasts.invalid)?.closest('.toast')?.classList).toContain('toast-error')
      expect(errorOf(first).hidden).toBe(false)
      expect(errorOf(second).hidden).toBe(true)
      afterNextPaint()
      expect(required.filter((name) => errorOf(name).hidden)).toEqual([])
      expect(form.names.filter((name) => form.fields[name]!.optional && !errorOf(name).hidden)).toEqual([])
      expect(screen.getByRole('group', { name: FORM_TEXT.errorSummaryHeading })).toBeTruthy()
    })

    it('then focuses the first field, marked invalid and described by its message, and opens no chat', () => {
      submit()
      afterNextPaint()
      afterNextPaint()
      const field = document.getElementById(`${form.prefix}-${first}`)!
      expect(document.activeElement).toBe(field)
      expect(field.getAttribute('aria-invalid')).toBe('true')
      expect(errorOf(first).textContent).toBe(`${UI_TEXT.errorPrefix} ${M.required}`)
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
      expect(open.mock.calls).toEqual([[chatUrl(), '_blank', 'noopener']])
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
      const copyMessage = (panel: HTMLElement) =>
        act(async () => fireEvent.click(within(panel).getByRole('button', { name: FORM_TEXT.handoff.copyMessage })))
      const chatText = () => new URL(chatUrl()).searchParams.get('text')
      afterEach(() => {
        Reflect.deleteProperty(navigator, 'clipboard')
        Reflect.deleteProperty(navigator, 'onLine')
      })

      it('copies the whole message for pasting into WhatsApp (Salin pesan)', async () => {
        const writeText = vi.fn(() => Promise.resolve())
        Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
        const panel = handOff()
        await copyMessage(panel)
        expect(writeText).toHaveBeenCalledWith(chatText())
        expect(within(panel).getByRole('status').textContent).toBe(FORM_TEXT.handoff.messageCopied)
      })

      it('without a clipboard, shows the message selected, to copy by hand', async () => {
        Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
        const panel = handOff()
        await copyMessage(panel)
        expect(within(panel).getByRole('status').textContent).toBe(FORM_TEXT.handoff.messageCopyFailed)
        expect(window.getSelection()?.toString()).toBe(chatText())
      })

      it('says plainly when there is no connection, and still offers the chat link', () => {
        Object.defineProperty(navigator, 'onLine', { value: false, configurable: true })
        const panel = handOff()
        expect(panel.textContent).toContain(FORM_TEXT.handoff.offline)
        expect(within(panel).getByRole('link', { name: UI_TEXT.openWhatsApp }).getAttribute('href')).toBe(chatUrl())
      })
    })

    it('opens one chat only, however often the visitor submits, and keeps everything typed (no reset)', () => {
      submit()
      submit()
      act(() => document.querySelector('form')!.requestSubmit())
      wait(HANDOFF_MS * 2)
      expect(open).toHaveBeenCalledOnce()
      const kept = Object.fromEntries(new FormData(document.querySelector('form')!))
      expect(kept).toEqual(Object.fromEntries(Object.entries(values).filter(([, value]) => value)))
    })

    it('shows Terjadi kesalahan when the chat link cannot be built, and loses nothing typed', () => {
      vi.spyOn(globalThis, 'encodeURIComponent').mockImplementation(() => {
        throw new URIError('broken')
      })
      submit()
      vi.mocked(encodeURIComponent).mockRestore()
      expect(toast(TOAST_MESSAGES.unexpectedFailure)?.closest('.toast')?.classList).toContain('toast-error')
      expect(button().disabled).toBe(false)
      wait(HANDOFF_MS)
      expect(open).not.toHaveBeenCalled()
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
