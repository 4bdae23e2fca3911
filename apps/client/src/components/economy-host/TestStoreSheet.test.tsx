import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { initI18n } from '../../i18n';
import { testStore } from '../../platform/store-test';
import { createMemoryStorage, setStorageForTests } from '../../platform/storage';
import { TestStoreSheet } from './TestStoreSheet';

beforeAll(async () => {
  await initI18n();
  setStorageForTests(createMemoryStorage());
});
afterEach(cleanup);

describe('test store sheet', () => {
  it('shows the product under a TEST STORE title and resolves the purchase with the chosen outcome', async () => {
    render(<TestStoreSheet />);
    expect(screen.queryByRole('dialog')).toBeNull();
    let pending!: ReturnType<typeof testStore.purchase>;
    await act(async () => {
      pending = testStore.purchase('diamonds_small');
      await Promise.resolve();
    });
    const sheet = screen.getByRole('dialog', { name: 'TEST STORE' });
    expect(sheet).toHaveTextContent('No real money');
    expect(sheet).toHaveTextContent('50 diamonds for $0.99');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await expect(pending).resolves.toEqual({ kind: 'cancelled' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape cancels; without the sheet mounted a purchase cannot start', async () => {
    const view = render(<TestStoreSheet />);
    let pending!: ReturnType<typeof testStore.purchase>;
    await act(async () => {
      pending = testStore.purchase('coins_large');
      await Promise.resolve();
    });
    expect(screen.getByRole('dialog')).toHaveTextContent('50,000 moneys for $6.99');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await expect(pending).resolves.toEqual({ kind: 'cancelled' });
    view.unmount();
    await expect(testStore.purchase('coins_large')).resolves.toEqual({ kind: 'failed' });
  });
});
