/**
 * A slow phone, as the benchmarks and the early-tap tests emulate it in Chromium (DevTools
 * throttling): slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up) and a CPU 4× slower.
 */
import type { Page } from '@playwright/test';

export const SLOW_PHONE = { latencyMs: 150, downloadKbps: 1_600, uploadKbps: 750, cpuSlowdown: 4 } as const;

/** Throttles `page` like a slow phone; `{ cpu: false }` keeps the CPU at full speed (the network only). */
export async function emulateSlowPhone(page: Page, { cpu = true }: { cpu?: boolean } = {}): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: (SLOW_PHONE.downloadKbps * 1000) / 8,
    uploadThroughput: (SLOW_PHONE.uploadKbps * 1000) / 8,
  });
  if (cpu) await session.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}
