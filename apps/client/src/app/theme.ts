import type { Theme } from '@goalguessr/game-core';

/** Switches Ionic's dark palette (class mode) and our own colour variables with one class on <html>. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('ion-palette-dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}
