import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

import { completeFirstRun } from './helpers';
import { startSwappableServer, type SwappableServer } from './static-server';

/**
 * With the service worker (playwright.config.ts blocks it elsewhere): a new service worker brings the
 * update prompt.
 */
test.use({ serviceWorkers: 'allow' });

/**
 * A new version of the web app reaches a player with the app open (issue 16): the build the suite serves is
 * deployed on a server of its own, then replaced by a next version — a changed index.html (a marker) and a
 * lazy chunk gone, as a new build renames it. The open tab must keep working on its version (the chunk it
 * has not loaded yet still comes from its own precache), show "New version available", and reload into the
 * new version only when the player says so.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));
const BUILD = path.resolve(HERE, '..', process.env.E2E_OUT_DIR ?? 'dist');
const PORT = Number(process.env.E2E_PORT ?? 4173) + 37;
const MARKER = '<meta name="goalguessr-build" content="next" />';

let work: string;
let server: SwappableServer;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'gg-pwa-update-'));
  cpSync(BUILD, path.join(work, 'current'), { recursive: true });
  server = await startSwappableServer(PORT, path.join(work, 'current'));
});

test.beforeEach(() => {
  server.serve(path.join(work, 'current'));
  rmSync(path.join(work, 'next'), { recursive: true, force: true });
});

test.afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

/** Copies the served build into a "next version": a marked index.html and no Settings chunk. */
function deployNextVersion(): string {
  const next = path.join(work, 'next');
  cpSync(path.join(work, 'current'), next, { recursive: true });
  const settingsChunk = readdirSync(path.join(next, 'assets')).find((f) => /^SettingsPage-.*\.js$/.test(f));
  expect(settingsChunk, 'the build has a lazy Settings chunk').toBeDefined();
  rmSync(path.join(next, 'assets', settingsChunk ?? ''));
  const html = readFileSync(path.join(next, 'index.html'), 'utf8').replace('<title>', `${MARKER}\n<title>`);
  writeFileSync(path.join(next, 'index.html'), html);
  // The precache list as a new build writes it: the new index.html revision, the old chunk gone.
  const sw = readFileSync(path.join(next, 'sw.js'), 'utf8');
  const changed = sw
    .replace(/(\{url:"index\.html",revision:")[0-9a-f]+"/, '$1next-version"')
    .replace(new RegExp(`\\{url:"assets/${settingsChunk}",revision:[^}]*\\},?`), '');
  expect(changed).toContain('revision:"next-version"');
  expect(changed).not.toContain(settingsChunk);
  writeFileSync(path.join(next, 'sw.js'), changed);
  return next;
}

async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const hasMarker = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="goalguessr-build"]') !== null);

test('a new version shows the prompt, the open tab keeps working, Reload switches to it', async ({
  page,
}) => {
  await completeFirstRun(page);
  await controlledByServiceWorker(page);
  const prompt = page.getByRole('status', { name: 'App update' });
  await expect(prompt).toHaveCount(0);

  server.serve(deployNextVersion());
  // An open app checks for a new version when it returns to the foreground or hourly; ask now.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await expect(prompt).toContainText('A new version of GoalGuessr is ready.');
  expect(await hasMarker(page)).toBe(false);

  // The Settings chunk is gone from the server and this tab has not loaded it yet, yet this tab's version still
  // opens it, from the precache of the worker the tab started with.
  const loadedSettings = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/SettingsPage-')),
    );
  expect(await loadedSettings()).toBe(false);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('switch', { name: 'Music' })).toBeVisible();
  expect(await loadedSettings()).toBe(true);
  await expect(prompt).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  await expect.poll(() => hasMarker(page)).toBe(true);
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'App update' })).toHaveCount(0);
  // The player's data came through the reload.
  await expect(page.getByText('Striker9', { exact: true })).toBeVisible();
});

test('Later hides the prompt and keeps this version', async ({ page }) => {
  await completeFirstRun(page, 'Keeper7');
  await controlledByServiceWorker(page);
  server.serve(deployNextVersion());
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  const prompt = page.getByRole('status', { name: 'App update' });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toHaveCount(0);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('switch', { name: 'Music' })).toBeVisible();
  expect(await hasMarker(page)).toBe(false);
});
