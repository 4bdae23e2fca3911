import { expect, test, type Page } from '@playwright/test';

import { completeFirstRun, patchSave } from './helpers';

/**
 * Line breaks that respect CJK words (issue 16): on a small phone, a fact of the scouting card (a position such
 * as ゴールキーパー, a foot, a height) and an answer button never break inside a word in Japanese, Korean or
 * Chinese; the text may wrap only between words.
 */
test.use({ viewport: { width: 360, height: 640 } });

/** The lines each element's text is laid out on (distinct tops of its text boxes), by its text. */
async function linesOf(page: Page, selector: string): Promise<Record<string, number>> {
  return page.locator(selector).evaluateAll((elements) =>
    Object.fromEntries(
      elements.map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return [element.textContent ?? '', tops.size];
      }),
    ),
  );
}

for (const language of ['ja', 'ko', 'zh'] as const) {
  test(`${language}: the card's facts stay whole words on a 360 px phone`, async ({ page }) => {
    await completeFirstRun(page);
    await patchSave(page, {
      settings: { language },
      tutorials: { endless_guide: true, adventure_guide: true },
    });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.locator('a[href="/endless"]').click();
    await page.locator('.gg-solo-intro button').click();
    await expect(page.locator('.gg-play .gg-scout')).toBeVisible({ timeout: 30_000 });
    const style = await page
      .locator('.gg-scout__fact dd')
      .first()
      .evaluate((dd) => getComputedStyle(dd).wordBreak);
    expect(['keep-all', 'auto-phrase']).toContain(style);
    // Every profile fact (position, born, height, foot) fits on one line, so no word is cut. Measured once the
    // fonts are in and the card has settled: on a busy machine a first layout with a fallback font may still be
    // on screen when the card appears.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const selector = '.gg-scout__fact:not(.gg-scout__fact--hidden) dd';
    await expect
      .poll(async () => Object.keys(await linesOf(page, selector)).length)
      .toBeGreaterThanOrEqual(2);
    await expect
      .poll(async () => Object.entries(await linesOf(page, selector)).filter(([, lines]) => lines !== 1), {
        message: 'facts laid out on more than one line',
      })
      .toEqual([]);
  });
}
