import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { onRadioGroupKeyDown, radioTabIndex } from './radio-group';

function Group({ dir, initial = 'b' }: { dir: 'ltr' | 'rtl'; initial?: string }) {
  const [value, setValue] = useState(initial);
  const options = ['a', 'b', 'c'];
  return (
    <div role="radiogroup" aria-label="letters" dir={dir} onKeyDown={onRadioGroupKeyDown}>
      {options.map((option, index) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={option === value}
          tabIndex={radioTabIndex(option === value, index, options.includes(value))}
          onClick={() => setValue(option)}
        >
          {option}
        </button>
      ))}
    </div>
  );
}

afterEach(cleanup);

describe('radio group keys', () => {
  it('right arrow moves forward left-to-right, backward right-to-left', async () => {
    const user = userEvent.setup();
    render(<Group dir="ltr" />);
    screen.getByRole('radio', { name: 'b' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'c' })).toHaveAttribute('aria-checked', 'true');
    cleanup();
    render(<Group dir="rtl" />);
    screen.getByRole('radio', { name: 'b' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'a' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'a' })).toHaveFocus();
  });

  it('Home and End jump; up wraps from the first to the last; other keys do nothing', async () => {
    const user = userEvent.setup();
    render(<Group dir="ltr" />);
    screen.getByRole('radio', { name: 'b' }).focus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'a' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'c' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('x');
    expect(screen.getByRole('radio', { name: 'c' })).toHaveAttribute('aria-checked', 'true');
  });

  it('Tab enters on the checked radio, or on the first when none is checked', () => {
    expect([
      radioTabIndex(false, 0, true),
      radioTabIndex(true, 1, true),
      radioTabIndex(false, 2, true),
    ]).toEqual([-1, 0, -1]);
    expect([radioTabIndex(false, 0, false), radioTabIndex(false, 1, false)]).toEqual([0, -1]);
  });
});
