import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
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

  it('leaves a screen that crashes while rendering to the boundaries above: not a connection problem', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Crashing = (): never => {
      throw new Error('render bug');
    };
    class Outer extends Component<{ children: ReactNode }, { caught: string | null }> {
      override state = { caught: null as string | null };
      static getDerivedStateFromError(error: Error) {
        return { caught: error.message };
      }
      override render() {
        return this.state.caught === null ? this.props.children : <p>outer caught: {this.state.caught}</p>;
      }
    }
    render(
      <MemoryRouter>
        <Outer>
          <LazyPage load={() => Promise.resolve<PageModule>({ default: Crashing })} />
        </Outer>
      </MemoryRouter>,
    );
    expect(await screen.findByText('outer caught: render bug')).toBeInTheDocument();
    expect(screen.queryByText('Internet connection required')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
