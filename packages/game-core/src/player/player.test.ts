import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_PLAYER_SAVE_CHARS,
  MAX_SAVED_COUNT,
  MAX_WALLET_BALANCE,
  PLAYER_RECORD_VERSION,
  RECENT_PLAYERS_LIMIT,
} from '../constants';
import {
  createNewPlayer,
  describePlayerProblem,
  isPlayerId,
  migratePlayer,
  parsePlayer,
  serializePlayer,
  validatePlayerRecord,
} from './index';
import type { PlayerRecord } from './index';
import { arbPlayerRecord } from './test-helpers';
import { DEVICE_ID_LENGTH } from '../ladder/identity';

type Json = Record<string, unknown>;

/** The save of a new player as plain JSON data, to be corrupted by each case. */
function saveData(): Json {
  return JSON.parse(serializePlayer(createNewPlayer())) as Json;
}

function at(data: Json, path: string[]): Json {
  return path.reduce((node, key) => node[key] as Json, data);
}

describe('createNewPlayer', () => {
  it('holds every default of spec §3', () => {
    expect(createNewPlayer()).toEqual({
      version: PLAYER_RECORD_VERSION,
      profile: { username: 'Player', level: 1, experience: 0 },
      currencies: { moneys: 2500, diamonds: 100, tickets: 10 },
      ads: {
        interstitialClickCount: 0,
        adWatchStats: { count: 0, lastWatched: null },
        dailyAdLimit: 5,
        adsBlocked: false,
      },
      inventory: {
        powerUps: [
          { id: 'golden_shot', quantity: 5 },
          { id: 'energy_drink', quantity: 3 },
          { id: 'whistle', quantity: 3 },
        ],
        shirts: ['white'],
        cleats: ['white-black'],
      },
      equipment: { shirt: 'white', cleat: 'white-black' },
      stats: {
        gamesPlayed: 0,
        wins: 0,
        losses: 0,
        draws: 0,
        totalCorrectAnswers: 0,
        totalIncorrectAnswers: 0,
        currentWinStreak: 0,
        bestWinStreak: 0,
        totalScore: 0,
        highestScore: 0,
      },
      settings: {
        soundEnabled: true,
        musicEnabled: true,
        language: 'en',
        notifications: false,
        vibration: true,
        notificationPermissionAsked: false,
        notificationPermissionDenied: false,
        theme: 'light',
      },
      tutorials: {
        initial_language_selected: false,
        username_setup_flow: false,
        shop_guide: false,
        profile_guide: false,
        home_guide: false,
        endless_guide: false,
        adventure_guide: false,
      },
      solo: {
        openedIsland: 1,
        stars: {
          'west-europe': [0, 0, 0, 0, 0],
          'south-america': [0, 0, 0, 0, 0],
          'east-europe': [0, 0, 0, 0, 0],
          africa: [0, 0, 0, 0, 0],
          americas: [0, 0, 0, 0, 0],
          'asia-oceania': [0, 0, 0, 0, 0],
        },
        endlessBestScore: 0,
        totalScore: 0,
        totalGames: 0,
        totalCorrectAnswers: 0,
        totalIncorrectAnswers: 0,
        highestScore: 0,
        bestSeries: 0,
      },
      ratings: {
        rookie: { rating: 1500, rd: 350, volatility: 0.06 },
        champions: { rating: 1500, rd: 350, volatility: 0.06 },
        legendary: { rating: 1500, rd: 350, volatility: 0.06 },
      },
      identity: null,
      daily: { play: null, streak: { current: 0, best: 0, lastDate: null, freezes: 0 } },
      recentPlayerIds: [],
      maxTickets: 10,
      ticketRefillInterval: 600_000,
      nextTicketTimestamp: null,
      openMatch: null,
      creditedPurchases: [],
      loaded: false,
    });
  });

  it('returns independent objects each time', () => {
    const a = createNewPlayer();
    a.inventory.shirts.push('red');
    expect(createNewPlayer().inventory.shirts).toEqual(['white']);
  });
});

describe('serializePlayer / parsePlayer', () => {
  it('never writes loaded and writes dates as ISO strings', () => {
    const record: PlayerRecord = {
      ...createNewPlayer(),
      loaded: true,
      nextTicketTimestamp: new Date(Date.UTC(2030, 0, 2, 3, 4, 5, 6)),
    };
    const json = serializePlayer(record);
    expect(json).not.toContain('loaded');
    expect(json).toContain('"nextTicketTimestamp":"2030-01-02T03:04:05.006Z"');
  });

  it('reads a save back with loaded true and Date objects', () => {
    const record = { ...createNewPlayer(), nextTicketTimestamp: new Date(1_700_000_000_000) };
    const parsed = parsePlayer(serializePlayer(record));
    expect(parsed).toEqual({ ok: true, state: { ...record, loaded: true } });
    expect(parsed.ok && parsed.state.nextTicketTimestamp instanceof Date).toBe(true);
  });

  it.each([
    ['not JSON', '{version: 1'],
    ['empty', ''],
    ['too long', ' '.repeat(MAX_PLAYER_SAVE_CHARS + 1)],
    ['not a string', 42 as unknown as string],
  ])('rejects %s as invalid_json', (_name, json) => {
    expect(parsePlayer(json)).toEqual({ ok: false, reason: 'invalid_json' });
  });

  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['a number', '7'],
    [
      'a newer version',
      serializePlayer(createNewPlayer()).replace(
        `"version":${PLAYER_RECORD_VERSION}`,
        `"version":${PLAYER_RECORD_VERSION + 1}`,
      ),
    ],
  ])('rejects %s as invalid_record', (_name, json) => {
    expect(parsePlayer(json)).toEqual({ ok: false, reason: 'invalid_record' });
  });

  it('round-trips every valid record: parse(serialize(x)) = x with loaded true', () => {
    fc.assert(
      fc.property(arbPlayerRecord(), (record) => {
        expect(parsePlayer(serializePlayer(record))).toEqual({
          ok: true,
          state: { ...record, loaded: true },
        });
      }),
      { numRuns: 300 },
    );
  });

  it('never throws and either rejects or returns a valid record for arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const parsed = parsePlayer(JSON.stringify(value));
        if (parsed.ok) expect(validatePlayerRecord(parsed.state).ok).toBe(true);
        else expect(parsed.reason).toBe('invalid_record');
      }),
      { numRuns: 300 },
    );
  });

  it('rejects a valid save with any one leaf replaced by a wrong-typed value', () => {
    const leafPaths: string[][] = [];
    const walk = (node: unknown, path: string[]): void => {
      if (typeof node === 'object' && node !== null) {
        for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
      } else leafPaths.push(path);
    };
    walk(saveData(), []);
    expect(leafPaths.length).toBeGreaterThan(40);
    for (const path of leafPaths) {
      const data = saveData();
      const parent = at(data, path.slice(0, -1));
      const key = path[path.length - 1] as string;
      const original = parent[key];
      parent[key] = typeof original === 'string' ? 12 : { wrong: true };
      expect(parsePlayer(JSON.stringify(data)), path.join('.')).toEqual({
        ok: false,
        reason: 'invalid_record',
      });
    }
  });
});

describe('validatePlayerRecord: corrupted and hostile saves are rejected whole', () => {
  const cases: [string, (data: Json) => void, string][] = [
    ['negative moneys', (d) => (at(d, ['currencies']).moneys = -1), '$.currencies.moneys'],
    ['fractional diamonds', (d) => (at(d, ['currencies']).diamonds = 1.5), '$.currencies.diamonds'],
    [
      'moneys above the bound',
      (d) => (at(d, ['currencies']).moneys = MAX_WALLET_BALANCE + 1),
      '$.currencies.moneys',
    ],
    ['moneys as a string', (d) => (at(d, ['currencies']).moneys = '2500'), '$.currencies.moneys'],
    ['tickets above maxTickets', (d) => (at(d, ['currencies']).tickets = 11), '$.currencies.tickets'],
    ['maxTickets 0', (d) => (d.maxTickets = 0), '$.maxTickets'],
    ['a refill interval of 0', (d) => (d.ticketRefillInterval = 0), '$.ticketRefillInterval'],
    ['a missing currencies block', (d) => delete d.currencies, '$.currencies'],
    ['a stat above the bound', (d) => (at(d, ['stats']).wins = MAX_SAVED_COUNT + 1), '$.stats.wins'],
    ['level 0', (d) => (at(d, ['profile']).level = 0), '$.profile.level'],
    [
      'experience reaching the next level',
      (d) => (at(d, ['profile']).experience = 100),
      '$.profile.experience',
    ],
    ['a too short username', (d) => (at(d, ['profile']).username = 'abc'), '$.profile.username'],
    ['an untrimmed username', (d) => (at(d, ['profile']).username = ' Player'), '$.profile.username'],
    [
      'an unknown power-up id',
      (d) => (at(d, ['inventory']).powerUps = [{ id: 'rocket', quantity: 1 }]),
      '$.inventory.powerUps[0].id',
    ],
    [
      'a duplicated power-up id',
      (d) =>
        (at(d, ['inventory']).powerUps = [
          { id: 'whistle', quantity: 1 },
          { id: 'whistle', quantity: 1 },
        ]),
      '$.inventory.powerUps[1].id',
    ],
    [
      'a negative power-up quantity',
      (d) => (at(d, ['inventory']).powerUps = [{ id: 'whistle', quantity: -3 }]),
      '$.inventory.powerUps[0].quantity',
    ],
    [
      'a power-up stack that is not an object',
      (d) => (at(d, ['inventory']).powerUps = ['whistle']),
      '$.inventory.powerUps[0]',
    ],
    ['an unknown shirt', (d) => (at(d, ['inventory']).shirts = ['white', 'pink']), '$.inventory.shirts[1]'],
    [
      'a duplicated cleat',
      (d) => (at(d, ['inventory']).cleats = ['white-black', 'white-black']),
      '$.inventory.cleats[1]',
    ],
    ['an equipped shirt not owned', (d) => (at(d, ['equipment']).shirt = 'red'), '$.equipment.shirt'],
    ['an equipped cleat not owned', (d) => (at(d, ['equipment']).cleat = 'gold'), '$.equipment.cleat'],
    [
      'a huge recent list',
      (d) => (d.recentPlayerIds = Array.from({ length: 5000 }, (_, i) => `p${i}`)),
      '$.recentPlayerIds',
    ],
    [
      'too many recent ids',
      (d) => (d.recentPlayerIds = Array.from({ length: RECENT_PLAYERS_LIMIT + 1 }, (_, i) => `p${i}`)),
      '$.recentPlayerIds',
    ],
    ['a duplicated recent id', (d) => (d.recentPlayerIds = ['messi', 'messi']), '$.recentPlayerIds'],
    ['a recent id with markup', (d) => (d.recentPlayerIds = ['<img src=x>']), '$.recentPlayerIds[0]'],
    ['an unknown theme', (d) => (at(d, ['settings']).theme = 'neon'), '$.settings.theme'],
    [
      'a language that is not a code',
      (d) => (at(d, ['settings']).language = 'english!'),
      '$.settings.language',
    ],
    ['a missing tutorial flag', (d) => delete at(d, ['tutorials']).home_guide, '$.tutorials.home_guide'],
    ['a date that is not ISO', (d) => (d.nextTicketTimestamp = 'tomorrow'), '$.nextTicketTimestamp'],
    [
      'an impossible date',
      (d) => (d.nextTicketTimestamp = '2024-02-30T00:00:00.000Z'),
      '$.nextTicketTimestamp',
    ],
    [
      'a date with an offset',
      (d) => (d.nextTicketTimestamp = '2024-02-03T00:00:00+02:00'),
      '$.nextTicketTimestamp',
    ],
    [
      'a date as a number',
      (d) => (at(d, ['ads', 'adWatchStats']).lastWatched = 1_700_000_000_000),
      '$.ads.adWatchStats.lastWatched',
    ],
    ['a daily ad limit above the bound', (d) => (at(d, ['ads']).dailyAdLimit = 1e9), '$.ads.dailyAdLimit'],
    ['a missing version', (d) => (d.version = 7), '$.version'],
    ['a missing rating', (d) => delete at(d, ['ratings']).rookie, '$.ratings.rookie'],
    [
      'a rating far out of bounds',
      (d) => (at(d, ['ratings']).legendary = { rating: 99_999, rd: 50, volatility: 0.06 }),
      '$.ratings.legendary',
    ],
    [
      'a daily card on no real date',
      (d) =>
        (at(d, ['daily']).play = {
          date: '2026-02-30',
          cluesShown: 1,
          pickedIndex: null,
          outcome: 'playing',
        }),
      '$.daily.play.date',
    ],
    [
      'a daily card with six clues',
      (d) =>
        (at(d, ['daily']).play = {
          date: '2026-11-24',
          cluesShown: 6,
          pickedIndex: null,
          outcome: 'playing',
        }),
      '$.daily.play.cluesShown',
    ],
    [
      'a finished daily card without a pick',
      (d) =>
        (at(d, ['daily']).play = { date: '2026-11-24', cluesShown: 2, pickedIndex: null, outcome: 'solved' }),
      '$.daily.play.pickedIndex',
    ],
    [
      'a daily card in play with a pick',
      (d) =>
        (at(d, ['daily']).play = { date: '2026-11-24', cluesShown: 2, pickedIndex: 1, outcome: 'playing' }),
      '$.daily.play.pickedIndex',
    ],
    [
      'an unknown daily outcome',
      (d) => (at(d, ['daily']).play = { date: '2026-11-24', cluesShown: 2, pickedIndex: 1, outcome: 'won' }),
      '$.daily.play.outcome',
    ],
    [
      'a streak above its best',
      (d) => Object.assign(at(d, ['daily', 'streak']), { current: 5, best: 4 }),
      '$.daily.streak.current',
    ],
    ['too many freezes', (d) => (at(d, ['daily', 'streak']).freezes = 3), '$.daily.streak.freezes'],
    [
      'a streak date that is not a date',
      (d) => (at(d, ['daily', 'streak']).lastDate = 'today'),
      '$.daily.streak.lastDate',
    ],
    ['an array as profile', (d) => (d.profile = []), '$.profile'],
  ];

  it.each(cases)('rejects %s', (_name, corrupt, path) => {
    const data = saveData();
    corrupt(data);
    expect(validatePlayerRecord(data)).toEqual({ ok: false, reason: 'invalid_record' });
    expect(describePlayerProblem(data)).toBe(path);
    expect(parsePlayer(JSON.stringify(data))).toEqual({ ok: false, reason: 'invalid_record' });
  });

  it.each(['__proto__', 'constructor', 'prototype'])('rejects the key %s anywhere in the save', (key) => {
    const json = serializePlayer(createNewPlayer()).replace(
      '"stats":{',
      `"stats":{"${key}":{"isAdmin":true},`,
    );
    expect(parsePlayer(json)).toEqual({ ok: false, reason: 'invalid_record' });
    expect(({} as Json).isAdmin).toBeUndefined();
  });

  it('rejects objects nested deeper than any save', () => {
    const data = saveData();
    data.extra = { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } };
    expect(describePlayerProblem(data)).toBe('$.extra.a.b.c.d.e.f');
  });

  it('rejects objects with far too many keys', () => {
    const data = saveData();
    data.extra = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]));
    expect(describePlayerProblem(data)).toBe('$.extra');
  });

  it('rejects class instances, symbol keys and throwing getters without throwing', () => {
    class Fake {}
    expect(validatePlayerRecord(new Fake()).ok).toBe(false);
    const withSymbol = { ...saveData(), [Symbol('x')]: 1 };
    expect(validatePlayerRecord(withSymbol).ok).toBe(false);
    const hostile = saveData();
    Object.defineProperty(hostile, 'stats', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(validatePlayerRecord(hostile)).toEqual({ ok: false, reason: 'invalid_record' });
    expect(describePlayerProblem(hostile)).toBe('$');
  });

  it('accepts in-memory records with Date objects and drops unknown keys', () => {
    const record = { ...createNewPlayer(), nextTicketTimestamp: new Date(5_000), extra: 'ignored' };
    const checked = validatePlayerRecord(record);
    expect(checked.ok && 'extra' in checked.state).toBe(false);
    expect(checked.ok && checked.state.nextTicketTimestamp).toEqual(new Date(5_000));
    expect(describePlayerProblem(record)).toBeNull();
  });

  it('rejects an invalid Date object and sparse arrays', () => {
    expect(validatePlayerRecord({ ...createNewPlayer(), nextTicketTimestamp: new Date(Number.NaN) }).ok).toBe(
      false,
    );
    const sparse = createNewPlayer();
    sparse.recentPlayerIds = ['a'];
    sparse.recentPlayerIds.length = 3;
    expect(validatePlayerRecord(sparse).ok).toBe(false);
  });

  it('accepts an ISO date without milliseconds', () => {
    const data = saveData();
    data.nextTicketTimestamp = '2030-05-06T07:08:09Z';
    const checked = validatePlayerRecord(data);
    expect(checked.ok && checked.state.nextTicketTimestamp?.getTime()).toBe(Date.UTC(2030, 4, 6, 7, 8, 9));
  });

  it('returns a copy that does not share arrays with its input', () => {
    const record = createNewPlayer();
    const checked = validatePlayerRecord(record);
    expect(checked.ok && checked.state.inventory.shirts).not.toBe(record.inventory.shirts);
  });
});

describe('migratePlayer', () => {
  /** A save of the original app: no version, no ads, none of the fields we added. */
  function legacySave(): Json {
    const data = saveData();
    delete data.version;
    delete data.ads;
    delete data.recentPlayerIds;
    delete data.maxTickets;
    delete data.ticketRefillInterval;
    delete data.nextTicketTimestamp;
    const stats = at(data, ['stats']);
    Object.assign(stats, { gamesPlayed: 10, wins: 5, losses: 3 });
    delete stats.draws;
    delete stats.totalScore;
    delete stats.highestScore;
    delete at(data, ['settings']).notificationPermissionDenied;
    delete at(data, ['settings']).theme;
    delete at(data, ['tutorials']).home_guide;
    return data;
  }

  it('fills a legacy save so that it validates, with the defaults of spec §3', () => {
    const parsed = parsePlayer(JSON.stringify(legacySave()));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const fresh = createNewPlayer();
    expect(parsed.state.ads).toEqual(fresh.ads);
    expect(parsed.state.stats).toMatchObject({
      gamesPlayed: 10,
      wins: 5,
      losses: 3,
      draws: 2,
      totalScore: 0,
      highestScore: 0,
    });
    expect(parsed.state.settings).toMatchObject({ notificationPermissionDenied: false, theme: 'light' });
    expect(parsed.state.tutorials.home_guide).toBe(false);
    expect(parsed.state).toMatchObject({
      version: PLAYER_RECORD_VERSION,
      solo: createNewPlayer().solo,
      ratings: createNewPlayer().ratings,
      daily: createNewPlayer().daily,
      openMatch: null,
      creditedPurchases: [],
      recentPlayerIds: [],
      maxTickets: 10,
      ticketRefillInterval: 600_000,
      nextTicketTimestamp: null,
    });
  });

  it('keeps the legacy ads block and adds adsBlocked false', () => {
    const data = legacySave();
    data.ads = {
      interstitialClickCount: 7,
      adWatchStats: { count: 2, lastWatched: '2024-01-01T10:00:00.000Z' },
      dailyAdLimit: 5,
    };
    const parsed = parsePlayer(JSON.stringify(data));
    expect(parsed.ok && parsed.state.ads).toEqual({
      interstitialClickCount: 7,
      adWatchStats: { count: 2, lastWatched: new Date('2024-01-01T10:00:00.000Z') },
      dailyAdLimit: 5,
      adsBlocked: false,
    });
  });

  it('gives 0 draws when legacy wins and losses exceed games played, and when they are not numbers', () => {
    const data = legacySave();
    Object.assign(at(data, ['stats']), { gamesPlayed: 1, wins: 2, losses: 0 });
    expect(at(migratePlayer(data) as Json, ['stats']).draws).toBe(0);
    Object.assign(at(data, ['stats']), { wins: 'x' });
    expect(at(migratePlayer(data) as Json, ['stats']).draws).toBe(0);
  });

  it('fills all tutorials of a legacy save without any', () => {
    const data = legacySave();
    delete data.tutorials;
    delete data.stats;
    delete data.settings;
    const migrated = migratePlayer(data) as Json;
    expect(migrated.tutorials).toEqual(createNewPlayer().tutorials);
    expect(migrated.stats).toBeUndefined();
  });

  it.each([
    [true, undefined, true],
    [true, false, true],
    [true, true, true],
    [false, false, false],
    [false, undefined, undefined],
  ])(
    'username_setup_flow %s with initial_language_selected %s gives %s',
    (usernameDone, languageFlag, expected) => {
      for (const version of [undefined, PLAYER_RECORD_VERSION]) {
        const data = saveData();
        if (version === undefined) delete data.version;
        const tutorials = at(data, ['tutorials']);
        tutorials.username_setup_flow = usernameDone;
        if (languageFlag === undefined) delete tutorials.initial_language_selected;
        else tutorials.initial_language_selected = languageFlag;
        const migrated = migratePlayer(data) as Json;
        const expectedFlag = expected === undefined && version === undefined ? false : expected;
        expect(at(migrated, ['tutorials']).initial_language_selected).toBe(expectedFlag);
      }
    },
  );

  it('never mutates its input', () => {
    const data = legacySave();
    at(data, ['tutorials']).username_setup_flow = true;
    const before = JSON.parse(JSON.stringify(data)) as Json;
    migratePlayer(data);
    expect(data).toEqual(before);
  });

  it('brings a version 2 save (before issue 17) up with default ratings and no daily card', () => {
    const data = saveData();
    data.version = 2;
    delete data.ratings;
    delete data.daily;
    at(data, ['currencies']).moneys = 777;
    const parsed = parsePlayer(JSON.stringify(data));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const fresh = createNewPlayer();
    expect(parsed.state.version).toBe(PLAYER_RECORD_VERSION);
    expect(parsed.state.ratings).toEqual(fresh.ratings);
    expect(parsed.state.daily).toEqual(fresh.daily);
    expect(parsed.state.solo).toEqual(fresh.solo);
    expect(parsed.state.currencies.moneys).toBe(777);
  });

  it('returns non-objects and newer versions as they are', () => {
    expect(migratePlayer(null)).toBeNull();
    expect(migratePlayer([1])).toEqual([1]);
    const future = { version: 99 };
    expect(migratePlayer(future)).toBe(future);
  });

  it('leaves a current valid record unchanged', () => {
    fc.assert(
      fc.property(arbPlayerRecord(), (record) => {
        const data = JSON.parse(serializePlayer(record)) as Json;
        const migrated = migratePlayer(data) as Json;
        const tutorials = record.tutorials;
        expect(migrated).toEqual(data);
        // the arbitrary only makes records where the username flow implies the language flag
        expect(!tutorials.username_setup_flow || tutorials.initial_language_selected).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('isPlayerId', () => {
  it.each([
    ['messi-10', true],
    ['a.b_c', true],
    ['', false],
    ['x'.repeat(65), false],
    ['has space', false],
    [7, false],
  ])('%s → %s', (id, expected) => {
    expect(isPlayerId(id)).toBe(expected);
  });
});

describe('migratePlayer: format 3 and its side keys (match ledger, purchase journal) → format 4', () => {
  /** A format-3 save: the record without the fields format 4 moved in. */
  function version3Text(change: (data: Json) => void = () => undefined): string {
    const data = saveData();
    data.version = 3;
    delete data.openMatch;
    delete data.creditedPurchases;
    change(data);
    return JSON.stringify(data);
  }
  const ledger = (open: unknown) => JSON.stringify({ open, settledIds: ['old-room'] });

  it('without side keys: no open match, nothing credited', () => {
    const parsed = parsePlayer(version3Text());
    expect(parsed.ok && parsed.state).toMatchObject({
      version: PLAYER_RECORD_VERSION,
      openMatch: null,
      creditedPurchases: [],
    });
  });

  it('brings the open match of the ledger in', () => {
    const open = { attemptId: 'abc-1', tournament: 'legendary', matchId: 'room9', paired: true };
    const parsed = parsePlayer(version3Text(), { matchLedger: ledger(open) });
    // (format 6 adds the seat's reconnection token, unknown for an older save)
    expect(parsed.ok && parsed.state.openMatch).toEqual({ ...open, reconnectionToken: null });
  });

  it.each([
    ['unreadable JSON', '{"open":'],
    ['no open match', ledger(null)],
    ['an unknown tournament', ledger({ attemptId: 'a', tournament: 'x', matchId: null, paired: false })],
    ['a bad attempt id', ledger({ attemptId: 'a b', tournament: 'rookie', matchId: null, paired: false })],
    ['a missing paired flag', ledger({ attemptId: 'a', tournament: 'rookie', matchId: null })],
  ])('a ledger with %s gives no open match and still loads', (_name, text) => {
    const parsed = parsePlayer(version3Text(), { matchLedger: text });
    expect(parsed.ok && parsed.state.openMatch).toBeNull();
  });

  it('brings the credited ids of the journal in, deduplicated, dropping malformed ones', () => {
    const journal = JSON.stringify({ credited: ['t1', 't2', 't1', 7, 'bad id'], applying: null });
    const parsed = parsePlayer(version3Text(), { purchaseJournal: journal });
    expect(parsed.ok && parsed.state.creditedPurchases).toEqual(['t1', 't2']);
  });

  it('counts the credit the journal was applying as credited only when the save is the one it produced', () => {
    const save = version3Text((d) => Object.assign(at(d, ['currencies']), { diamonds: 150 }));
    const landed = JSON.stringify({
      credited: ['t1'],
      applying: { transactionId: 't2', expectedSave: save },
    });
    const parsedLanded = parsePlayer(save, { purchaseJournal: landed });
    expect(parsedLanded.ok && parsedLanded.state.creditedPurchases).toEqual(['t1', 't2']);
    const other = JSON.stringify({ credited: ['t1'], applying: { transactionId: 't2', expectedSave: '{}' } });
    const parsedOther = parsePlayer(save, { purchaseJournal: other });
    expect(parsedOther.ok && parsedOther.state.creditedPurchases).toEqual(['t1']);
  });

  it('a legacy save (no version) goes through every step to format 4 with its side keys', () => {
    const data = saveData();
    delete data.version;
    delete data.openMatch;
    delete data.creditedPurchases;
    const parsed = parsePlayer(JSON.stringify(data), {
      purchaseJournal: JSON.stringify({ credited: ['x1'], applying: null }),
    });
    expect(parsed.ok && parsed.state).toMatchObject({
      version: PLAYER_RECORD_VERSION,
      creditedPurchases: ['x1'],
    });
  });

  it('ignores side keys once the save is format 4 (they are stale copies)', () => {
    const text = serializePlayer(createNewPlayer());
    const parsed = parsePlayer(text, {
      matchLedger: ledger({ attemptId: 'a', tournament: 'rookie', matchId: null, paired: true }),
      purchaseJournal: JSON.stringify({ credited: ['t1'], applying: null }),
    });
    expect(parsed.ok && parsed.state).toMatchObject({ openMatch: null, creditedPurchases: [] });
  });

  it('rejects a format-4 save without the new fields', () => {
    const data = saveData();
    delete data.creditedPurchases;
    expect(describePlayerProblem(data)).toBe('$.creditedPurchases');
    const noOpen = saveData();
    delete noOpen.openMatch;
    expect(describePlayerProblem(noOpen)).toBe('$.openMatch');
  });
});

describe('migratePlayer: format 4 → 5 (issue 27, the anonymous player id)', () => {
  const identity = { playerId: 'A'.repeat(DEVICE_ID_LENGTH), secret: 'b_-'.repeat(14) + 'c' };

  it('a format-4 save gains no identity yet and keeps everything else', () => {
    const data = saveData();
    data.version = 4;
    delete data.identity;
    const parsed = parsePlayer(JSON.stringify(data));
    const expected = { ...createNewPlayer(), loaded: true };
    expect(parsed.ok && parsed.state).toEqual(expected);
  });

  it('keeps an identity of the exact shapes through a save and a load', () => {
    const record = { ...createNewPlayer(), identity };
    const parsed = parsePlayer(serializePlayer(record));
    expect(parsed.ok && parsed.state.identity).toEqual(identity);
  });

  it.each([
    ['a short id', { ...identity, playerId: 'A'.repeat(DEVICE_ID_LENGTH - 1) }],
    ['a long secret', { ...identity, secret: `${identity.secret}x` }],
    ['a character outside base64url', { ...identity, playerId: `${'A'.repeat(DEVICE_ID_LENGTH - 1)}=` }],
    ['no secret', { playerId: identity.playerId }],
    ['a string', 'id'],
  ])('rejects an identity with %s', (_name, bad) => {
    const data = saveData();
    data.identity = bad;
    expect(describePlayerProblem(data)).toBe('$.identity');
  });

  it('rejects a format-5 save without the identity field', () => {
    const data = saveData();
    delete data.identity;
    expect(describePlayerProblem(data)).toBe('$.identity');
  });
});

describe('migratePlayer: format 5 → 6 (issue 25, the seat of an open match)', () => {
  const open = { attemptId: 'a1', tournament: 'rookie', matchId: 'room1', paired: true };

  it('an open match of a format-5 save gains no reconnection token (it cannot be rejoined); the rest is kept', () => {
    const data = saveData();
    data.version = 5;
    data.openMatch = open;
    const parsed = parsePlayer(JSON.stringify(data));
    expect(parsed.ok && parsed.state.openMatch).toEqual({ ...open, reconnectionToken: null });
    expect(parsed.ok && parsed.state.version).toBe(PLAYER_RECORD_VERSION);
    const none = saveData();
    none.version = 5;
    const parsedNone = parsePlayer(JSON.stringify(none));
    expect(parsedNone.ok && parsedNone.state).toEqual({ ...createNewPlayer(), loaded: true });
  });

  it('keeps a token through a save and a load', () => {
    const record = {
      ...createNewPlayer(),
      openMatch: { ...open, tournament: 'rookie' as const, reconnectionToken: 'room1:Xy_9-z' },
    };
    const parsed = parsePlayer(serializePlayer(record));
    expect(parsed.ok && parsed.state.openMatch?.reconnectionToken).toBe('room1:Xy_9-z');
  });

  it.each([
    ['a space', 'room1:a b'],
    ['a number', 7],
    ['65 characters', 'r'.repeat(65)],
  ])('rejects a token with %s', (_name, token) => {
    const data = saveData();
    data.openMatch = { ...open, reconnectionToken: token };
    expect(describePlayerProblem(data)).toBe('$.openMatch.reconnectionToken');
  });

  it('rejects a format-6 open match without the token field', () => {
    const data = saveData();
    data.openMatch = open;
    expect(describePlayerProblem(data)).toBe('$.openMatch.reconnectionToken');
  });
});
