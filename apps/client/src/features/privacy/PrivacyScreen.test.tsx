import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderScreen } from '../../testing/render-screen';
import { PrivacyScreen } from './PrivacyScreen';

afterEach(cleanup);

describe('PrivacyScreen', () => {
  it('has the 5 sections, each titled', async () => {
    await renderScreen(<PrivacyScreen />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      '1. Personal data',
      '2. Anonymous usage data',
      '3. Children',
      '4. Advertising and purchases',
      '5. Contact and changes',
    ]);
    expect(screen.getAllByRole('region')).toHaveLength(5);
  });

  it('states both readings of the spec: no personal data, anonymous usage data, nothing from under-13s', async () => {
    await renderScreen(<PrivacyScreen />);
    expect(screen.getByText(/does not collect personal data/)).toBeInTheDocument();
    expect(screen.getByText(/We collect anonymous usage data/)).toBeInTheDocument();
    expect(screen.getByText(/nothing is collected from children under 13/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
