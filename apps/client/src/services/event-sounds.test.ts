import { describe, expect, it } from 'vitest';

import { createNewPlayer, type PlayerRecord } from '@goalguessr/game-core';
import { cueForClick, cueForRecordChange, opensDialog } from './event-sounds';

const base = createNewPlayer();
function change(patch: (r: PlayerRecord) => void): PlayerRecord {
  const next = structuredClone(base);
  patch(next);
  return next;
}

describe('cueForRecordChange', () => {
  it.each<[string, (r: PlayerRecord) => void, string | null]>([
    [
      'a won match (its coin reward stays quiet)',
      (r) => {
        r.stats.gamesPlayed += 1;
        r.stats.wins += 1;
        r.currencies.moneys += 100;
      },
      'win',
    ],
    [
      'a lost match',
      (r) => {
        r.stats.gamesPlayed += 1;
        r.stats.losses += 1;
      },
      'lose',
    ],
    [
      'a draw',
      (r) => {
        r.stats.gamesPlayed += 1;
        r.stats.draws += 1;
      },
      'draw',
    ],
    [
      'a won match that reaches a new level',
      (r) => {
        r.stats.gamesPlayed += 1;
        r.stats.wins += 1;
        r.profile.level += 1;
      },
      'reward',
    ],
    ['coins from an ad', (r) => (r.currencies.moneys += 50), 'coin'],
    [
      'tickets bought with diamonds',
      (r) => {
        r.currencies.diamonds -= 10;
        r.currencies.tickets += 1;
      },
      'purchase',
    ],
    [
      'a shirt bought with coins',
      (r) => {
        r.currencies.moneys -= 500;
        r.inventory.shirts.push('red');
      },
      'purchase',
    ],
    [
      'a power-up used',
      (r) => {
        const first = r.inventory.powerUps[0];
        if (first) first.quantity -= 1;
      },
      'powerUp',
    ],
    ['a ticket refill', (r) => (r.currencies.tickets += 1), null],
    ['an entry fee', (r) => (r.currencies.tickets -= 1), null],
    ['a settings change', (r) => (r.settings.musicEnabled = false), null],
  ])('%s', (_label, patch, expected) => {
    expect(cueForRecordChange(base, change(patch))).toBe(expected);
  });
});

describe('cueForClick', () => {
  function make(html: string): Element {
    document.body.innerHTML = html;
    const target = document.querySelector('[data-target]');
    if (!target) throw new Error('no target');
    return target;
  }

  it.each([
    ['<button data-target>Play</button>', 'tap'],
    ['<button role="switch" aria-checked="true"><span data-target></span></button>', 'toggle'],
    ['<div role="radio" data-target>English</div>', 'select'],
    ['<button role="tab" data-target>Shirts</button>', 'tab'],
    ['<a href="/privacy" data-target>Privacy</a>', 'navigate'],
    ['<button data-sound="purchase" data-target>Buy</button>', 'purchase'],
    ['<button data-sound="none" data-target>Quiet</button>', null],
    ['<button data-sound="bogus" data-target>Odd</button>', 'tap'],
    ['<button disabled data-target>Off</button>', null],
    ['<div class="gg-tutorial__actions"><button data-target>Next</button></div>', 'swipe'],
    ['<p data-target>Just text</p>', null],
  ])('%s → %s', (html, expected) => {
    expect(cueForClick(make(html))).toBe(expected);
  });

  it('ignores non-elements', () => {
    expect(cueForClick(null)).toBeNull();
    expect(cueForClick(window)).toBeNull();
  });
});

describe('opensDialog', () => {
  it('spots a dialog or alert dialog, itself or inside what was added', () => {
    const wrap = (html: string) => {
      const div = document.createElement('div');
      div.innerHTML = html;
      return div;
    };
    expect(opensDialog(wrap('<div role="dialog"></div>'))).toBe(true);
    expect(opensDialog(wrap('<div role="alertdialog"></div>').firstElementChild as Element)).toBe(true);
    // Ionic overlays are added hidden and announce their presentation with an event instead.
    expect(opensDialog(wrap('<ion-alert><div role="dialog"></div></ion-alert>'))).toBe(false);
    expect(opensDialog(wrap('<p>text</p>'))).toBe(false);
    expect(opensDialog(document.createTextNode('x'))).toBe(false);
  });
});
