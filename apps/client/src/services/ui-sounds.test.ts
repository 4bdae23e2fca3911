import { describe, expect, it } from 'vitest';

import { cueForClick, opensDialog } from './ui-sounds';

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
