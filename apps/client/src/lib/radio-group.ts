import type { KeyboardEvent } from 'react';

/**
 * Keyboard behaviour of a radio group (WAI-ARIA radio group pattern), for `onKeyDown` on the element with
 * `role="radiogroup"`: the arrow keys move to the next or previous radio and choose it (wrapping around; left
 * and right follow the reading direction, so they swap in Arabic), Home and End jump to the first and last.
 * Pair it with `radioTabIndex` so Tab enters the group once, on the checked radio.
 */
export function onRadioGroupKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const group = event.currentTarget;
  const radios = [...group.querySelectorAll<HTMLElement>('[role="radio"]')];
  const current = radios.findIndex((radio) => radio === document.activeElement);
  if (current < 0) return;
  const rtl = getComputedStyle(group).direction === 'rtl';
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  let next: number;
  if (event.key === 'ArrowDown' || event.key === forward) next = current + 1;
  else if (event.key === 'ArrowUp' || event.key === backward) next = current - 1;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = radios.length - 1;
  else return;
  event.preventDefault();
  const target = radios[(next + radios.length) % radios.length];
  target?.focus();
  target?.click();
}

/** Only the checked radio is a Tab stop (the first one when none is checked). */
export function radioTabIndex(isChecked: boolean, index: number, anyChecked: boolean): 0 | -1 {
  return isChecked || (!anyChecked && index === 0) ? 0 : -1;
}
