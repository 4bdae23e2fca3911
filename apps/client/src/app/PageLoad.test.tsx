import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { applyLanguage, initI18n } from '../i18n';
import { LazyPage } from './PageLoad';
import type { PageModule } from './route-table';

beforeAll(async () => {
  await initI18n();
  await applyLanguage('en');
});
afterEach(cleanup);

const Screen = () => <h1>The screen</h1>;

describe('LazyPage', () => {
  it('shows the screen once its chunk has loaded', async () => {
    const load = vi.fn(() => Promise.resolve<PageModule>({ default: Screen }));
    render(
      <MemoryRouter>
        <LazyPage load={load} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says the connection is needed when the chunk cannot be fetched, and Try again fetches it anew', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Screen });
    render(
      <MemoryRouter>
        <LazyPage load={load} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Internet connection required');
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
