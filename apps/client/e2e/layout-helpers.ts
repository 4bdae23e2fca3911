import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * The measures of the layout specs (issues 16 and 24): layout shifts read from the browser's own 'layout-shift'
 * entries (the Cumulative Layout Shift input), positions from bounding boxes, photographs into the test's
 * attachments. layout.spec.ts measures Home; layout-duel.spec.ts a whole bot duel on the real match server.
 */
/** Shifts not caused by the player's own input, summed (CLS without session windows): 0 means no jumps. */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __ggShifts: { value: number; sources: string[] }[] };
    w.__ggShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.__ggShifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) =>
            s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function shiftsSince(page: Page, from: number): Promise<{ total: number; sources: string[] }> {
  // A browser without layout-shift entries would report 0 and prove nothing.
  expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('layout-shift'))).toBe(
    true,
  );
  return page.evaluate((start) => {
    const all = (window as unknown as { __ggShifts: { value: number; sources: string[] }[] }).__ggShifts;
    const list = all.slice(start);
    return { total: list.reduce((sum, s) => sum + s.value, 0), sources: list.flatMap((s) => s.sources) };
  }, from);
}

export const shiftCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __ggShifts: unknown[] }).__ggShifts.length);

export async function photograph(page: Page, info: TestInfo, name: string): Promise<void> {
  // Written into the test's output folder (kept after the run) and attached to the report.
  const file = info.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await info.attach(name, { path: file, contentType: 'image/png' });
}

/** Fully inside the viewport. */
export async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, what).not.toBeNull();
  if (box === null || viewport === null) return;
  expect(box.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} bottom`).toBeLessThanOrEqual(viewport.height + 0.5);
  expect(box.x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} right`).toBeLessThanOrEqual(viewport.width + 0.5);
}

/** The phones of issue 24's layout checks: small, common and large Android. */
export const DUEL_PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
] as const;

/** "A few pixels": what an answer may move within a round (sub-pixel rounding, a border on selection). */
const MAX_ANSWER_MOVE_PX = 3;

export type Box = { x: number; y: number; width: number; height: number };

export async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

export const bottom = (box: Box) => box.y + box.height;
export const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The answers and the power-up bar now: every answer inside the viewport and clear of the bar (above its top),
 * the bar inside the viewport. Returns the answers' boxes and the bar's.
 */
export async function answersAndBar(page: Page, when: string): Promise<{ answers: Box[]; bar: Box }> {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  // The bar by its class: its name is in the player's language.
  const bar = await boxOf(page.locator('.gg-play__bar .gg-powerups'), `bar ${when}`);
  expect(bar.y, `bar top ${when}`).toBeGreaterThanOrEqual(0);
  expect(bottom(bar), `bar bottom ${when}`).toBeLessThanOrEqual(viewport.height + 0.5);
  const options = page.locator('.gg-options .gg-option');
  await expect(options).toHaveCount(4);
  const answers: Box[] = [];
  for (let i = 0; i < 4; i++) {
    const box = await boxOf(options.nth(i), `answer ${i + 1} ${when}`);
    expect(box.y, `answer ${i + 1} top ${when}`).toBeGreaterThanOrEqual(0);
    expect(box.x, `answer ${i + 1} left ${when}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `answer ${i + 1} right ${when}`).toBeLessThanOrEqual(viewport.width + 0.5);
    expect(bottom(box), `answer ${i + 1} clear of the power-up bar ${when}`).toBeLessThanOrEqual(bar.y + 0.5);
    answers.push(box);
  }
  return { answers, bar };
}

/** No answer moved more than a few pixels since `start`. */
export function expectStill(start: Box[], now: Box[], when: string): void {
  now.forEach((box, i) => {
    const from = start[i];
    expect(from, when).toBeDefined();
    if (from === undefined) return;
    const moved = Math.max(
      Math.abs(box.x - from.x),
      Math.abs(box.y - from.y),
      Math.abs(box.height - from.height),
    );
    expect(moved, `answer ${i + 1} moved ${when}`).toBeLessThanOrEqual(MAX_ANSWER_MOVE_PX);
  });
}

/** The element is in the viewport and the topmost thing at its centre (nothing lies over it). */
export async function expectInViewAndUncovered(page: Page, locator: Locator, what: string): Promise<Box> {
  await expectInViewport(page, locator, what);
  const uncovered = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && (top === el || el.contains(top));
  });
  expect(uncovered, `${what} uncovered`).toBe(true);
  return boxOf(locator, what);
}

export const cluesOut = (page: Page) => page.locator('.gg-play .gg-scout__dot--out').count();
