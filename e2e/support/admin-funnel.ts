import type { Page } from 'playwright-core';

/** The stages of the admin's Conversion Funnel, as their rows are named. */
export const FUNNEL_STAGES = [
  'RFQ creation',
  'Quote response',
  'Quote acceptance',
  'Contract signing',
  'Order allocation',
  'Tender process',
  'POD confirmation',
  'Settlement',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** The admin opens Analytics, its Funnel Analysis tab (the default time range). */
export async function openFunnel(page: Page): Promise<void> {
  await page.goto('/admin/analytics');
  await page.getByRole('tab', { name: 'Funnel Analysis' }).click();
  await page.getByRole('list', { name: 'Funnel stages' }).waitFor();
}

/** The count each stage of the funnel on screen shows ("12 · 80% of previous"). */
export async function funnelCounts(page: Page): Promise<Map<FunnelStage, number>> {
  const stages = page.getByRole('list', { name: 'Funnel stages' });
  const counts = new Map<FunnelStage, number>();
  for (const stage of FUNNEL_STAGES) {
    const text = (await stages.getByRole('listitem', { name: stage, exact: true }).textContent()) ?? '';
    counts.set(stage, Number(/(\d[\d,]*) · /.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN));
  }
  return counts;
}

/** Refreshes the funnel on screen (its Refresh button, no reload) until `stage` shows `count`. */
export async function awaitFunnelCount(page: Page, stage: FunnelStage, count: number, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const counts = await funnelCounts(page);
    if (counts.get(stage) === count) return counts;
    if (Date.now() > until) throw new Error(`the funnel shows ${counts.get(stage)} at ${stage}, not ${count}`);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForTimeout(500);
  }
}
