import type { Locator, Page } from 'playwright-core';

/** Draws a wavy stroke across a signature pad with the mouse, as a person signs. */
export async function drawSignature(page: Page, pad: Locator): Promise<void> {
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad has no box');
  const middle = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, middle);
  await page.mouse.down();
  for (let x = 30; x < Math.min(box.width - 20, 240); x += 15)
    await page.mouse.move(box.x + x, middle + Math.sin(x / 12) * 15, { steps: 2 });
  await page.mouse.up();
}
