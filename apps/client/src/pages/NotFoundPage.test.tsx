import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderScreen } from '../testing/render-screen';
import NotFoundPage from './NotFoundPage';

afterEach(cleanup);

describe('NotFoundPage', () => {
  it('tells the player the page does not exist and leads back Home', async () => {
    await renderScreen(<NotFoundPage />, { path: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('This page is off the pitch.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
