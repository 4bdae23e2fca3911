import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { HomeScreen } from '../features/home/HomeScreen';
import { renderScreen, testPlayer } from '../testing/render-screen';
import { APP_ROUTES, MAIN_MENU, musicForPath, redirectTarget, routeNameOf, routeOf } from './route-table';
import { preloadNextLikelyPage } from './routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the route table', () => {
  it('has one row per path and per name, the catch-all last', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(APP_ROUTES.map((route) => route.name)).size).toBe(paths.length);
    expect(paths.at(-1)).toBe('*');
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/daily', '/shop', '/buy', '/profile', '/settings', '/game', '/privacy']),
    );
    expect(paths).toEqual(expect.arrayContaining(['/endless', '/adventure', '/map', '/redirect']));
  });

  it('every lazy screen loads a page component', async () => {
    for (const { page } of APP_ROUTES) {
      const component = 'load' in page ? (await page.load()).default : page.component;
      expect(typeof component).toBe('function');
    }
  }, 60_000);

  it('names routes as the guard knows them (case and trailing slash ignored)', () => {
    expect(routeNameOf('/MAP/')).toBe('Map');
    expect(routeNameOf('/Endless')).toBe('Endless');
    expect(routeNameOf('/daily')).toBe('Daily');
    expect(routeNameOf('/')).toBe('Home');
    expect(routeNameOf('/mapping')).toBe('NotFound');
    // play a friend (issue 17): the code entry and a shared link, whatever the code
    expect(routeNameOf('/play')).toBe('PlayFriend');
    expect(routeNameOf('/play/ABCD2345')).toBe('PlayFriendLink');
    expect(routeNameOf('/play/ABCD2345/x')).toBe('NotFound');
    expect(redirectTarget(`?to=${encodeURIComponent('/play/ABCD2345')}`)).toBe('/play/ABCD2345');
  });

  it('redirects only to screens of the root layout, keeping their query; anything else goes Home', () => {
    for (const route of APP_ROUTES.filter((r) => r.inLayout)) {
      expect(redirectTarget(`?to=${encodeURIComponent(`${route.path}?x=1`)}`)).toBe(`${route.path}?x=1`);
    }
    expect(redirectTarget('?to=/daily')).toBe('/daily');
    for (const to of [
      '/redirect?to=/shop',
      '/no-such-page',
      'https://example.com',
      '//example.com/shop',
      '',
    ]) {
      expect(redirectTarget(`?to=${encodeURIComponent(to)}`)).toBe('/');
    }
    expect(redirectTarget('')).toBe('/');
  });

  it('starts the lobby music on /game, the game music on the solo modes, the menu music elsewhere', () => {
    expect(musicForPath('/game')).toBe('lobby');
    expect(['/endless', '/adventure', '/map'].map(musicForPath)).toEqual(['game', 'game', 'game']);
    expect(['/', '/shop', '/no-such-page'].map(musicForPath)).toEqual(['menu', 'menu', 'menu']);
  });

  it('fetches the next likely screen ahead from Home (the match) and the shop (buy), nothing elsewhere', () => {
    const idle = vi.fn(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    expect(routeOf(routeOf('/').next ?? '').path).toBe('/game');
    expect(routeOf(routeOf('/shop').next ?? '').path).toBe('/buy');
    preloadNextLikelyPage('/');
    preloadNextLikelyPage('/shop');
    preloadNextLikelyPage('/settings');
    expect(idle).toHaveBeenCalledTimes(2);
  });

  it("Home's main menu links to the daily card, leaderboard, shop, buy, profile and settings, in that order", async () => {
    expect(MAIN_MENU.map((item) => item.path)).toEqual([
      '/daily',
      '/leaderboard',
      '/shop',
      '/buy',
      '/profile',
      '/settings',
    ]);
    await renderScreen(<HomeScreen menu={MAIN_MENU} />, {
      record: testPlayer({ tutorials: { ...testPlayer().tutorials, home_guide: true } }),
    });
    const links = within(screen.getByRole('navigation', { name: 'Main menu' })).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/daily', 'Daily card'],
      ['/leaderboard', 'Leaderboard'],
      ['/shop', 'Shop'],
      ['/buy', 'Buy'],
      ['/profile', 'Profile'],
      ['/settings', 'Settings'],
    ]);
  });
});
