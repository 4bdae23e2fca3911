import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { returningPlayer } from './helpers';
import { matchPort, pressPlay, startMatchServer, type MatchServer } from './match-helpers';

/**
 * Issue 13 in Chromium against the real match server (a bot opponent; the e2e launcher lists each question's
 * correct answer first): the card opens with the profile only and the rest shown as hidden, the clues arrive
 * one stage at a time with the nation last, and after a wrong pick the reveal sets the picked player's
 * nation, position and era beside the answer's and takes a card report that reaches the reports file.
 */
const reportsFile = () =>
  path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '..',
    'test-results',
    `card-reports-${matchPort()}.jsonl`,
  );

function reportLines(): string[] {
  try {
    return readFileSync(reportsFile(), 'utf8').trim().split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let server: MatchServer;
test.beforeAll(async () => {
  // A long reveal, so the explanation stays up while the report is sent.
  server = await startMatchServer(1_000, { revealMs: 8_000 });
});
test.afterAll(async () => {
  await server.stop();
});

test('clues arrive over the round, and the reveal explains a wrong pick and takes a report', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const reportsBefore = reportLines().length;
    await returningPlayer(page, 'Cluey1');
    await pressPlay(page);
    await expect(page.getByText('Question 1 of 5')).toBeVisible({ timeout: 30_000 });
    const card = page.locator('.gg-scout');
    const hidden = card.locator('.gg-scout__fact--hidden');
    // The round opens with the profile only: World Cups, clubs, shirt numbers and nation still hidden.
    await expect(card).toContainText('Born');
    await expect(card.locator('[data-clue-stage="nation"].gg-scout__fact--hidden')).toBeVisible();
    await expect(page.getByText(/Next clue in \d+ s/)).toBeVisible();
    const hiddenAtStart = await hidden.count();
    expect(hiddenAtStart).toBeGreaterThanOrEqual(3);
    // 12 s rounds: a stage every 2.4 s. The World Cups come out (one hidden row fewer)…
    await expect(hidden).toHaveCount(hiddenAtStart - 1, { timeout: 8_000 });
    await expect(card.locator('[data-clue-stage="world_cups"]')).not.toHaveClass(/hidden/);
    // …and the nation last: then nothing is hidden and its name (not a code) is on the card.
    await expect(hidden).toHaveCount(0, { timeout: 12_000 });
    const nationRow = card.locator('[data-clue-stage="nation"]');
    await expect(nationRow).toBeVisible();
    await expect(nationRow.locator('dd')).toHaveText(/\p{L}{3,}/u);

    // A wrong pick (the correct option is first).
    const picked = (await page.locator('.gg-option').nth(1).textContent())?.trim() ?? '';
    await page.locator('.gg-option').nth(1).click();
    await expect(page.getByText('Wrong!')).toBeVisible();
    await expect(page.getByText(`Why not ${picked}?`)).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.gg-reveal__why-picked')).toContainText(
      new RegExp(`^${escapeRegExp(picked)}: .+ · .+ · born \\d{4}$`),
    );
    const answer = ((await page.locator('.gg-reveal__answer').textContent()) ?? '').replace(
      /^The answer: /,
      '',
    );
    await expect(page.locator('.gg-reveal__why-answer')).toHaveText(
      new RegExp(`^${escapeRegExp(answer)}: .+ · .+ · born \\d{4}$`),
    );
    await page.getByRole('button', { name: 'Report this card' }).click();
    await expect(page.getByText('Thanks: an editor will review this card.')).toBeVisible();
    // The report reached the server's reports file, naming the card's answer.
    await expect.poll(() => reportLines().length, { timeout: 10_000 }).toBe(reportsBefore + 1);
    const report = JSON.parse(reportLines().at(-1) ?? '{}') as { roundIndex: number; options: string[] };
    expect(report.roundIndex).toBe(0);
    expect(report.options).toContain(picked);
  } finally {
    await context.close();
  }
});
