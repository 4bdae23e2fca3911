import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderScreen, testPlayer } from '../testing/render-screen';
import { deleteServerData } from './ladder-actions';

const identity = { playerId: 'A'.repeat(22), secret: 'b'.repeat(43) };
const rated = { rating: 1800, rd: 60, volatility: 0.06 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A loaded player with a player id and a server rating; `fetch` answers as given and records the requests. */
async function withServer(
  status: number,
  body: unknown,
): Promise<{ requests: RequestInit[]; record: () => unknown }> {
  const requests: RequestInit[] = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    requests.push(init);
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
  const harness = await renderScreen(<></>, {
    record: testPlayer({ identity, ratings: { rookie: rated }, currencies: { moneys: 777 } }),
  });
  return { requests, record: harness.record };
}

describe('deleteServerData', () => {
  it('asks the server with the secret in the body, then forgets the player id and the ratings, keeping the rest', async () => {
    const { requests, record } = await withServer(200, { deleted: true });
    expect(await deleteServerData()).toBe('deleted');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(JSON.parse(requests[0]?.body as string)).toEqual(identity);
    expect(record()).toMatchObject({ identity: null, currencies: { moneys: 777 } });
    expect((record() as { ratings: { rookie: unknown } }).ratings.rookie).toEqual({
      rating: 1500,
      rd: 350,
      volatility: 0.06,
    });
  });

  it('a server that holds nothing: the device forgets too', async () => {
    const { record } = await withServer(404, { error: 'unknown_player' });
    expect(await deleteServerData()).toBe('nothing');
    expect(record()).toMatchObject({ identity: null });
  });

  it('a refusal or no answer changes nothing on the device', async () => {
    const { record } = await withServer(401, { error: 'identity_invalid' });
    expect(await deleteServerData()).toBe('failed');
    expect(record()).toMatchObject({ identity });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('network')));
    expect(await deleteServerData()).toBe('failed');
    expect(record()).toMatchObject({ identity });
  });
});
