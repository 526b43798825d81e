export interface TimestampOptions {
  now: Date
  /** Defaults to the provider's own, so the browser and the no-JS server path agree. */
  timeZone?: string
}

/** "Minggu, 22 November 2026 pukul 08.42 WIB" */
export function formatTimestamp({ now, timeZone = 'Asia/Jakarta' }: TimestampOptions): string {
  return new Intl.DateTimeFormat('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(now)
}
