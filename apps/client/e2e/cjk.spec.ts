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
    await expect(page.locator('.gg-solo-card')).toBeVisible({ timeout: 30_000 });
    const style = await page
      .locator('.gg-scout__fact dd')
      .first()
      .evaluate((dd) => getComputedStyle(dd).wordBreak);
    expect(['keep-all', 'auto-phrase']).toContain(style);
    // Every profile fact (position, born, height, foot) fits on one line, so no word is cut.
    const facts = await linesOf(page, '.gg-scout__fact:not(.gg-scout__fact--hidden) dd');
    expect(Object.keys(facts).length).toBeGreaterThanOrEqual(2);
    for (const [text, lines] of Object.entries(facts)) expect(lines, text).toBe(1);
  });
}
