import { describe, expect, it } from 'vitest';
import { ForwardedForWarning } from './forwarded-for-warning';

function collect(trusted: string[] = []): { warning: ForwardedForWarning; lines: string[] } {
  const lines: string[] = [];
  return { warning: new ForwardedForWarning(new Set(trusted), (msg) => lines.push(msg)), lines };
}

describe('ForwardedForWarning', () => {
  it('names an untrusted forwarding address once, with the setting that fixes it', () => {
    const { warning, lines } = collect();
    warning.observe('::ffff:10.0.0.5', '203.0.113.7');
    warning.observe('10.0.0.5', '203.0.113.8');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('10.0.0.5');
    expect(lines[0]).toContain('TRUSTED_PROXIES=10.0.0.5');
  });

  it('says nothing for a trusted proxy or a request without the header', () => {
    const { warning, lines } = collect(['10.0.0.5']);
    warning.observe('10.0.0.5', '203.0.113.7');
    warning.observe('198.51.100.1', undefined);
    expect(lines).toEqual([]);
  });

  it('stops after a handful of addresses, so a client sending the header cannot fill the log', () => {
    const { warning, lines } = collect();
    for (let i = 0; i < 100; i++) warning.observe(`198.51.100.${i}`, '1.2.3.4');
    expect(lines).toHaveLength(9);
    expect(lines.at(-1)).toContain('no more of these warnings');
  });
});
