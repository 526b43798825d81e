import type { CDPSession } from '@playwright/test'

/** Lighthouse 12's mobile preset: its emulated device, and its simulated throttling applied for real. */
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 }
export const THROTTLING = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1_600, uploadKbps: 750 }

/** Slows the page's CPU and network down to the phone's, over CDP. */
export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1000) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1000) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown })
}
