import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy } from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the app’s own origin: no inline, eval or other host', () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'script-src')).toBe("'self'");
    expect(directive(policy, 'default-src')).toBe("'self'");
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(policy).not.toMatch(/unsafe-eval|\*/);
  });

  it('lets the app reach its match server, over http(s) and ws(s), and nothing else', () => {
    expect(directive(contentSecurityPolicy('https://match.example.com/'), 'connect-src')).toBe(
      "'self' https://match.example.com wss://match.example.com",
    );
    expect(directive(contentSecurityPolicy('ws://127.0.0.1:2610'), 'connect-src')).toBe(
      "'self' http://127.0.0.1:2610 ws://127.0.0.1:2610",
    );
    expect(directive(contentSecurityPolicy(' '), 'connect-src')).toBe("'self'");
  });
});
