import type { RequestHandler } from 'express'
import QRCode from 'qrcode'
import { buildWhatsAppUrl } from '../../shared/whatsapp/build-whatsapp-url'
import { CHAT_GREETING } from '../../shared/site-content'

/** The contact QR code, generated from the configured number on first request and kept. */
export function qrCodeRoute(whatsappNumber: string): RequestHandler {
  let svg: Promise<string> | undefined
  return async (_req, res) => {
    svg ??= QRCode.toString(buildWhatsAppUrl(whatsappNumber, CHAT_GREETING), {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
      color: { dark: '#0f172a', light: '#ffffff' },
    })
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=3600').send(await svg)
  }
}
