import { describe, expect, it } from 'vitest';

import { friendLink } from './FriendCodePanel';

describe('friendLink', () => {
  it('links a web build to its own address', () => {
    expect(friendLink('ABCD2345', {}, 'https://goalguessr.example', false)).toBe(
      'https://goalguessr.example/play/ABCD2345',
    );
  });

  it('gives a native build no link of its WebView address, only the configured public web app', () => {
    expect(friendLink('ABCD2345', {}, 'capacitor://localhost', true)).toBeNull();
    expect(friendLink('ABCD2345', { VITE_WEB_APP_URL: '  ' }, 'https://localhost', true)).toBeNull();
    expect(
      friendLink('ABCD2345', { VITE_WEB_APP_URL: 'https://play.example/' }, 'https://localhost', true),
    ).toBe('https://play.example/play/ABCD2345');
  });

  it('lets a web build served elsewhere link to the configured address too', () => {
    expect(
      friendLink('ABCD2345', { VITE_WEB_APP_URL: 'https://play.example' }, 'http://10.0.0.2:4173', false),
    ).toBe('https://play.example/play/ABCD2345');
  });
});
