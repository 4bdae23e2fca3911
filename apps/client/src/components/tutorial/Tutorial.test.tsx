import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { applyLanguage, initI18n } from '../../i18n';
import { Tutorial } from './Tutorial';

const PAGES = [
  { title: 'One', body: 'first' },
  { title: 'Two', body: 'second' },
  { title: 'Three', body: 'third' },
];

beforeAll(async () => {
  await initI18n();
  await applyLanguage('en');
});
afterEach(cleanup);

function renderTutorial(onDone = vi.fn()) {
  render(
    <>
      <button type="button">behind</button>
      <Tutorial pages={PAGES} onDone={onDone} />
    </>,
  );
  return onDone;
}

describe('Tutorial', () => {
  it('pages forward and back, counting pages, and finishes on the last one', async () => {
    const user = userEvent.setup();
    const onDone = renderTutorial();
    const dialog = screen.getByRole('dialog', { name: 'One' });
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Two' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Got it!' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('keeps keyboard focus inside the dialog and skips on Escape', async () => {
    const user = userEvent.setup();
    const onDone = renderTutorial();
    const dialog = screen.getByRole('dialog');
    for (let n = 0; n < 5; n += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    screen.getByRole('button', { name: 'behind', hidden: true }).focus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
