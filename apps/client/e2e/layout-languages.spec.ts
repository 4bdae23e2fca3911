import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_CODES } from '@goalguessr/game-core';

import { patchSave, returningPlayer } from './helpers';

/**
 * Every language on a small phone (360×640) and English on the 390×844 one: the words a player reads are whole
 * (not cut, not off the screen, not split across two lines, not beyond the bar they sit in).
 * A probe of every screen in the 13 languages found Home's menu with an entry alone on a second row and its
 * labels cut short ("Daily c…", "Leader…", even in English at 390 px), the Buy page's packages wider than the
 * screen in German and Japanese (the last column off its right edge), a page title wider than its bar and
 * Home's mode hints cut to a few words in every language; on a card in play, the power-up bar off the screen in
 * German and the next-clue countdown a letter wide in Russian and Ukrainian. This walks the same screens and fails
 * on any of those.
 */
const SMALL = { width: 360, height: 640 };
const REFERENCE = { width: 390, height: 844 };

/** What is cut, off the screen's sides, or alone on a row, within `root` (strings saying what and where). */
async function cutOrOffScreen(page: Page, root: string, rows?: string): Promise<string[]> {
  return page.evaluate(
    ([rootSelector, rowSelector]) => {
      const found: string[] = [];
      const width = window.innerWidth;
      const scope = document.querySelector('.ion-page:not(.ion-page-hidden)') ?? document;
      for (const container of Array.from(scope.querySelectorAll<HTMLElement>(rootSelector))) {
        for (const el of [container, ...Array.from(container.querySelectorAll<HTMLElement>('*'))]) {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || el.closest('.gg-visually-hidden') !== null) continue;
          const text = Array.from(el.childNodes)
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent ?? '')
            .join('')
            .trim();
          if (text === '') continue;
          // within the bar it sits in (Ionic's title clips a third line out of sight)
          const bar = el.closest('ion-toolbar')?.getBoundingClientRect();
          if (bar !== undefined && (box.top < bar.top - 1 || box.bottom > bar.bottom + 1))
            found.push(`"${text}" beyond its bar (${Math.round(box.top)}–${Math.round(box.bottom)})`);
          // no word split across two lines (where words are spaced: not Chinese, Japanese or Korean), but where
          // a hyphen allows it ("enviou-lhe"), or a soft one the translation put in ("Datenschutz-erklärung")
          for (const node of Array.from(el.childNodes)) {
            if (node.nodeType !== Node.TEXT_NODE) continue;
            const content = node.textContent ?? '';
            for (const word of content.matchAll(/[^\s\u00ad\u2010-]+/g)) {
              if (/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(word[0])) continue;
              const range = document.createRange();
              range.setStart(node, word.index);
              range.setEnd(node, word.index + word[0].length);
              const lines = new Set(
                Array.from(range.getClientRects())
                  // (not the hyphen a soft hyphen shows at the end of the line before: ~5 px)
                  .filter((rect) => rect.width > 7)
                  .map((rect) => Math.round(rect.top)),
              );
              if (lines.size > 1) found.push(`"${word[0]}" split across lines`);
            }
          }
          if (box.left < -1 || box.right > width + 1)
            found.push(
              `"${text}" off the screen (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`,
            );
          // sideways always; downwards where the box clips, by more than half a line (glyphs may hang past their
          // line: Arabic, Latin names in an Arabic screen)
          const style = getComputedStyle(el);
          const halfLine =
            (Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2) / 2;
          const clips = style.overflowY !== 'visible';
          if (el.scrollWidth > el.clientWidth + 1 || (clips && el.scrollHeight > el.clientHeight + halfLine))
            found.push(
              `"${text}" cut (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
            );
        }
      }
      if (rowSelector !== undefined) {
        // entries laid out in rows: every row as full as the first (none left alone on a last row)
        const tops = new Map<number, number>();
        for (const item of Array.from(scope.querySelectorAll<HTMLElement>(rowSelector))) {
          const top = Math.round(item.getBoundingClientRect().top);
          tops.set(top, (tops.get(top) ?? 0) + 1);
        }
        const counts = [...tops.values()];
        if (new Set(counts).size > 1) found.push(`rows of ${counts.join(' and ')} entries`);
      }
      return found;
    },
    [root, rows] as const,
  );
}

async function expectWhole(page: Page, where: string, root: string, rows?: string): Promise<void> {
  await expect(page.locator(root).first()).toBeVisible();
  // fonts and the page's entrance settle before measuring
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect.poll(() => cutOrOffScreen(page, root, rows), { message: where, timeout: 5_000 }).toEqual([]);
}

const SCREENS: { path: string; root: string; rows?: string; play?: true }[] = [
  { path: '/', root: '.gg-home-nav', rows: '.gg-home-nav__item' },
  { path: '/', root: '.gg-solo-mode' },
  { path: '/buy', root: '.gg-buy' },
  { path: '/privacy', root: '.gg-toolbar__title' },
  { path: '/play', root: '.gg-toolbar__title' },
  { path: '/profile', root: '.gg-stats' },
  // a running Endless card: the clue strip, the answers and the power-up bar every way to play shares
  { path: '/endless', root: '.gg-play', play: true },
];

test.describe.configure({ timeout: 300_000 });

test.describe(`${SMALL.width}×${SMALL.height}`, () => {
  test.use({ viewport: SMALL });

  test("every language: Home's menu and modes, Buy, page titles, the profile and a card in play are whole", async ({
    page,
  }) => {
    await returningPlayer(page, 'Languages');
    await patchSave(page, { tutorials: { endless_guide: true, profile_guide: true } });
    for (const language of LANGUAGE_CODES) {
      await patchSave(page, { settings: { language } });
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      for (const screen of SCREENS) {
        if (screen.play === true) {
          // from Home (the route guard sends a first visit of /endless there), past its intro
          await page.goto('/');
          await page.locator('a[href="/endless"]').click();
          await page.locator('.gg-solo-intro button').click();
        } else if (screen.path !== '/') await page.goto(screen.path);
        else if (new URL(page.url()).pathname !== '/') await page.goto('/');
        await expectWhole(page, `${language} ${screen.path} ${screen.root}`, screen.root, screen.rows);
      }
    }
  });
});

test.describe(`${REFERENCE.width}×${REFERENCE.height}`, () => {
  test.use({ viewport: REFERENCE });

  test("English: Home's menu is whole, no entry alone on a row", async ({ page }) => {
    await returningPlayer(page, 'Reference');
    await expectWhole(page, 'en / menu', '.gg-home-nav', '.gg-home-nav__item');
    await expectWhole(page, 'en / modes', '.gg-solo-mode');
  });
});
