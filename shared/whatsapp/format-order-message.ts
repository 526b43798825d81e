import type { Order } from '../validation/order-schema'
import { formatTimestamp, type TimestampOptions } from './format-timestamp'
import { ORDER_MESSAGE as L } from './message-labels'

const line = (label: string, value: string | undefined) => (value === undefined ? [] : [`${label}: ${value}`])

/** The chat message an order is handed over as: sections, optional lines only when given. */
export function formatOrderMessage(order: Order, options: TimestampOptions): string {
  const additional = [...line(L.reference, order.referensi), ...line(L.notes, order.catatanTambahan)]
  const sections = [
    [L.header],
    [
      L.personal,
      ...line(L.name, order.namaLengkap),
      ...line(L.email, order.email),
      ...line(L.whatsapp, order.nomorWhatsApp),
    ],
    [
      L.project,
      ...line(L.service, order.jenisLayanan),
      `${L.description}:`,
      order.deskripsiKebutuhan,
      ...line(L.design, order.desain),
      ...line(L.time, order.estimasiWaktu),
      ...line(L.budget, order.budget),
      ...line(L.payment, order.metodePembayaran),
    ],
    additional.length > 0 ? [L.additional, ...additional] : [],
    [`_${L.sentAt}: ${formatTimestamp(options)}_`],
  ]
  return sections
    .filter((section) => section.length > 0)
    .map((section) => section.join('\n'))
    .join('\n\n')
}
