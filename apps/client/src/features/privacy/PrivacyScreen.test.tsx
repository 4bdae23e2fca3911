import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const consent = vi.hoisted(() => ({ required: false, shown: 0 }));
vi.mock('../../platform/ads', () => ({
  adPrivacyOptionsRequired: () => Promise.resolve(consent.required),
  showAdPrivacyOptions: () => Promise.resolve(void consent.shown++),
}));

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

  it('explains the ad consent asked before the first ad; the web build has no ad choices to offer', async () => {
    await renderScreen(<PrivacyScreen />);
    expect(
      screen.getByText(/asked by Google's consent form whether ads may use their data/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ad privacy choices' })).toBeNull();
  });

  it('where Google’s consent was asked, offers the ad privacy choices, which open Google’s form', async () => {
    consent.required = true;
    await renderScreen(<PrivacyScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ad privacy choices' }));
    expect(consent.shown).toBe(1);
    consent.required = false;
  });
});
