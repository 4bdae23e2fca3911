import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Same value as game-core's PLAYER_STORAGE_KEY (the web build stores the save in localStorage under it). */
export const PLAYER_KEY = 'goalguessr.player';
export const UNREADABLE_PREFIX = `${PLAYER_KEY}.unreadable.`;

const SCREENS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'screens');

/** Completes the first run as a new player would: English, a username, then the 4-page home tutorial. */
export async function completeFirstRun(page: Page, username = 'Striker9'): Promise<void> {
  await page.goto('/');
  await page.getByRole('radio', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByPlaceholder('Enter username...').fill(username);
  // The confirmation shows for 1.2 s before the tutorial: watched from inside the page (on every change of the
  // page), so a busy machine that answers Playwright's polls late cannot miss it.
  await page.evaluate(() => {
    const w = window as unknown as { __usernameConfirmed?: boolean };
    const check = () => {
      if (document.body.textContent?.includes('Username saved')) w.__usernameConfirmed = true;
    };
    new MutationObserver(check).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  await page.getByRole('button', { name: "Let's play" }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __usernameConfirmed?: boolean }).__usernameConfirmed),
    )
    .toBe(true);
  await finishTutorial(page, 4);
  await expect(page.getByText(username, { exact: true })).toBeVisible();
}

/** The game's storage right after a real first run (completeFirstRun), captured once per worker. */
let firstRunStorage: Record<string, string> | undefined;

/**
 * Opens Home as a player who has been through the first run: the game's storage as a real first run left it
 * (completeFirstRun, once per worker, in a context of its own), with this username. For tests about what comes
 * after the first run, which first-run.spec.ts and the tests that start with completeFirstRun cover: it skips
 * the language, username and tutorial screens (seconds of a loaded machine for each player).
 */
export async function returningPlayer(page: Page, username = 'Striker9'): Promise<void> {
  if (firstRunStorage === undefined) {
    const browser = page.context().browser();
    if (browser === null) throw new Error('returningPlayer needs a page of a launched browser');
    const context = await browser.newContext();
    try {
      const first = await context.newPage();
      await completeFirstRun(first, 'Template1');
      // The save of the tutorial's end is written once the dialog closes: wait for it before copying.
      await expect
        .poll(() =>
          first.evaluate(
            (key) =>
              (
                JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
                  tutorials?: { home_guide?: boolean };
                }
              ).tutorials?.home_guide,
            PLAYER_KEY,
          ),
        )
        .toBe(true);
      firstRunStorage = Object.fromEntries(
        await first.evaluate(() =>
          Object.entries(window.localStorage).filter(([key]) => key.startsWith('goalguessr.')),
        ),
      );
    } finally {
      await context.close();
    }
  }
  // A same-origin file that runs none of the app: the storage is in place before the app first starts.
  await page.goto('/manifest.webmanifest');
  await page.evaluate(
    ([entries, key, name]) => {
      for (const [entry, value] of Object.entries(entries)) window.localStorage.setItem(entry, value);
      const record = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
        profile: { username: string };
      };
      record.profile.username = name;
      window.localStorage.setItem(key, JSON.stringify(record));
    },
    [firstRunStorage, PLAYER_KEY, username] as const,
  );
  await page.goto('/');
  await expect(page.getByText(username, { exact: true })).toBeVisible();
}

/** Pages through an open tutorial dialog of `pages` pages. */
export async function finishTutorial(page: Page, pages: number): Promise<void> {
  const dialog = page.getByRole('dialog');
  for (let n = 1; n <= pages; n += 1) {
    await expect(dialog.getByText(`Page ${n} of ${pages}`)).toBeVisible();
    await dialog.getByRole('button', { name: n === pages ? 'Got it!' : 'Next' }).click();
  }
  await expect(dialog).toHaveCount(0);
}

/** The game's keys in localStorage (its `goalguessr.` namespace), sorted. */
export async function gameStorageKeys(page: Page): Promise<string[]> {
  const keys = await page.evaluate(() => Object.keys(window.localStorage));
  return keys.filter((key) => key.startsWith('goalguessr.')).sort();
}

/** After any play the game keeps exactly two keys: the player record and the UI state. */
export const GAME_KEYS = [PLAYER_KEY, 'goalguessr.ui'];

/** Reads the saved player JSON. */
export async function readSave(page: Page): Promise<Record<string, unknown>> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), PLAYER_KEY);
  expect(raw).not.toBeNull();
  return JSON.parse(raw as string) as Record<string, unknown>;
}

export type SavePatch = Partial<
  Record<'settings' | 'tutorials' | 'profile' | 'stats' | 'currencies', object>
>;

/** Changes parts of the saved player by hand (test set-up), then reloads so the app reads them. */
export async function patchSave(page: Page, patch: SavePatch): Promise<void> {
  await page.evaluate(
    ([key, changes]) => {
      const record = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, object>;
      for (const [part, value] of Object.entries(changes)) record[part] = { ...record[part], ...value };
      window.localStorage.setItem(key, JSON.stringify(record));
    },
    [PLAYER_KEY, patch] as const,
  );
  await page.reload();
}

/** Waits until the visible screen shows its main heading. */
export async function screenReady(page: Page): Promise<void> {
  await expect(page.locator('h1:visible').first()).toBeVisible();
}

/**
 * Checks a screen with axe-core's full rule set (every WCAG level and the best practices; no finding of any impact
 * allowed) and saves
 * its screenshot as test-results/screens/<screen>-<variant>.png.
 */
export async function checkScreen(page: Page, screen: string, variant: string): Promise<void> {
  // Let entrance animations and page transitions finish so colours are final for the contrast check and the
  // picture (endless ones, like the pulsing Play button, are left running).
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  // A live screen can change while axe reads it (a duel's next clue comes out and fades in): CSS animations and
  // transitions are held at their end while axe and the picture run, so the contrast is judged on the colours
  // the player ends up seeing, never on a frame half-way through a fade.
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { animation: none !important; transition: none !important; }',
  });
  try {
    // Same rules and scope as the default run, in one axe.run inside the page (the app has no frames): the
    // default mode opens and closes a blank page in the context for every check (axe's finishRun), which took
    // 4-12 s a screen on a loaded 2-core machine against 1.5-2.5 s, and briefly hides the app's page. Only
    // violations are read, so axe details only those (it still runs every rule on every node).
    const results = await new AxeBuilder({ page })
      .exclude('.ion-page-hidden')
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .analyze();
    const findings = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(findings, `${screen}-${variant}`).toEqual([]);
    mkdirSync(SCREENS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS_DIR, `${screen}-${variant}.png`) });
  } finally {
    await still.evaluate((node) => {
      node.parentNode?.removeChild(node);
    });
  }
}
