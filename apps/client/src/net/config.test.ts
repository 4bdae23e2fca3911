import { describe, expect, it } from 'vitest';

import { NATIVE_WITHOUT_SERVER, matchServerUrl } from './config';

const page = (origin: string) => {
  const url = new URL(origin);
  return { origin: url.origin, protocol: url.protocol, hostname: url.hostname };
};

describe('matchServerUrl', () => {
  it('uses the page origin in a production build without configuration', () => {
    expect(matchServerUrl({}, page('https://play.example.com'), false)).toBe('https://play.example.com');
    expect(matchServerUrl({ VITE_MATCH_SERVER_URL: '  ' }, page('http://127.0.0.1:4173'), false)).toBe(
      'http://127.0.0.1:4173',
    );
  });

  it('uses the match server port of the same host on the dev server', () => {
    expect(matchServerUrl({ DEV: true }, page('http://192.168.1.20:5173'))).toBe('http://192.168.1.20:2567');
  });

  it('uses the port `SERVER_PORT=… npm start` gives the dev server', () => {
    expect(
      matchServerUrl({ DEV: true, VITE_DEV_MATCH_SERVER_PORT: '3401' }, page('http://127.0.0.1:3402')),
    ).toBe('http://127.0.0.1:3401');
  });

  it('uses the configured host, as the http endpoint the SDK expects', () => {
    const anyPage = page('http://x');
    expect(matchServerUrl({ VITE_MATCH_SERVER_URL: 'ws://10.0.0.2:2567/', DEV: true }, anyPage)).toBe(
      'http://10.0.0.2:2567',
    );
    expect(matchServerUrl({ VITE_MATCH_SERVER_URL: 'wss://match.example.com' }, anyPage)).toBe(
      'https://match.example.com',
    );
  });

  it('a native app without a configured address fails clearly instead of dialling its own WebView origin', () => {
    expect(() => matchServerUrl({}, page('https://localhost'), true)).toThrow(NATIVE_WITHOUT_SERVER);
    expect(
      matchServerUrl({ VITE_MATCH_SERVER_URL: 'https://m.example' }, page('capacitor://localhost'), true),
    ).toBe('https://m.example');
  });
});
