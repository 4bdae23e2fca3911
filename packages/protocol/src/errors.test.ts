import { describe, expect, it } from 'vitest';
import { JOIN_ERROR_CODES, serverBusyMessage, serverBusyRetryAfterMs } from './errors';

describe('server_busy: a join shed under overload carries its retry hint in the message', () => {
  it('reads back the hint it wrote, and nothing from another message', () => {
    expect(JOIN_ERROR_CODES).toContain('server_busy');
    expect(serverBusyMessage(1834.4)).toBe('server_busy: retry after 1834 ms');
    expect(serverBusyRetryAfterMs(serverBusyMessage(2_999))).toBe(2_999);
    expect(serverBusyRetryAfterMs('server_busy')).toBeNull();
    expect(serverBusyRetryAfterMs('server_draining')).toBeNull();
    expect(serverBusyRetryAfterMs('server_busy: retry after 99999999 ms')).toBeNull();
  });
});
