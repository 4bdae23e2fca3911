import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Footballer } from '@goalguessr/game-core';
import { describe, expect, it } from 'vitest';

import { decodeFootballers, encodeFootballers, type PackedFootballers } from '../footballer-codec';
import { loadFootballers } from './footballer-data';

const file = createRequire(import.meta.url).resolve('@goalguessr/footballers/data/players.json');
const players = JSON.parse(readFileSync(file, 'utf8')) as Footballer[];

describe('the on-demand footballer data', () => {
  it('decodes to exactly the curated dataset', async () => {
    const loaded = await loadFootballers();
    expect(loaded).toHaveLength(players.length);
    expect(loaded).toEqual(players);
    // Loaded once: a second call gives the same frozen list.
    expect(await loadFootballers()).toBe(loaded);
    // Packing and decoding 9,000+ players takes seconds on a shared machine.
  }, 60_000);

  it('packs smaller than the raw JSON and round-trips odd entries', () => {
    const packed = JSON.stringify(encodeFootballers(players));
    expect(packed.length).toBeLessThan(JSON.stringify(players).length * 0.7);
    const odd: Footballer[] = [
      {
        id: 'x-1',
        name: 'Ferenc Puskás',
        fullName: 'Puskás Ferenc',
        aliases: ['Öcsi'],
        nation: 'HUN',
        flag: 'hu',
        position: 'FW',
        birthDate: '1927-04-01',
        worldCups: [
          { year: 1954, number: 10, club: 'Budapest Honvéd' },
          { year: 1962, number: null, club: null, nation: 'ESP' },
        ],
        heightCm: null,
        foot: 'left',
        caps: 85,
        fame: 99.5,
        tier: 'rookie',
      },
      {
        id: 'x-2',
        name: 'Eric Cantona',
        aliases: [],
        nation: 'FRA',
        flag: 'fr',
        position: 'FW',
        birthDate: '1966-05-24',
        worldCups: [],
        career: [
          { club: 'Auxerre', from: null },
          { club: 'Manchester United', from: 1992 },
        ],
        heightCm: null,
        foot: null,
        caps: null,
        fame: 80,
        tier: 'rookie',
      },
    ];
    const packedOdd = JSON.parse(JSON.stringify(encodeFootballers(odd))) as PackedFootballers;
    expect(decodeFootballers(packedOdd)).toEqual(odd);
    expect(() => decodeFootballers({ v: 1 } as unknown as Parameters<typeof decodeFootballers>[0])).toThrow();
  });
});
