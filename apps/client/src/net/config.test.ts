import { describe, expect, it } from 'vitest';

import { matchServerUrl } from './config';

describe('matchServerUrl', () => {
  it('uses the page origin when no server is configured', () => {
    expect(matchServerUrl({}, 'https://play.example.com')).toBe('https://play.example.com');
    expect(matchServerUrl({ VITE_MATCH_SERVER_URL: '  ' }, 'http://127.0.0.1:4173')).toBe(
      'http://127.0.0.1:4173',
    );
  });

  it('uses the configured host, as the http endpoint the SDK expects', () => {
    expect(matchServerUrl({ VITE_MATCH_SERVER_URL: 'ws://10.0.0.2:2567/' }, 'http://x')).toBe(
      'http://10.0.0.2:2567',
    );
    expect(matchServerUrl({ VITE_MATCH_SERVER_URL: 'wss://match.example.com' }, 'http://x')).toBe(
      'https://match.example.com',
    );
    expect(matchServerUrl({ VITE_MATCH_SERVER_URL: 'http://127.0.0.1:2610' }, 'http://x')).toBe(
      'http://127.0.0.1:2610',
    );
  });
});
