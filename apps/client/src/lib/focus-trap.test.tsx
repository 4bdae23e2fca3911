import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { useFocusTrap } from './focus-trap';

afterEach(cleanup);

function Dialog({ onClose, escapable = true }: { onClose: () => void; escapable?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, { onEscape: escapable ? onClose : undefined });
  return (
    <div ref={ref} role="dialog" aria-modal="true" aria-label="Confirm" tabIndex={-1}>
      <button type="button">First</button>
      <button type="button" disabled>
        Disabled
      </button>
      <button type="button" onClick={onClose}>
        Last
      </button>
    </div>
  );
}

function Page({ escapable }: { escapable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      {open && <Dialog onClose={() => setOpen(false)} escapable={escapable} />}
    </>
  );
}

describe('useFocusTrap', () => {
  it('moves focus in, keeps Tab and Shift+Tab inside, and returns focus to the opener on Escape', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('brings focus that lands behind the dialog back inside, and returns it after a button closes it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Behind' }).focus();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('a dialog without onEscape ignores Escape', async () => {
    const user = userEvent.setup();
    render(<Page escapable={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
