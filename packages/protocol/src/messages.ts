/**
 * Message names of the duel room, `namespace:verb`.
 *
 * Client → server payloads are checked with the zod schemas in `schemas.ts`; server → client payloads are
 * typed in `payloads.ts`. Bump PROTOCOL_VERSION on any incompatible change: the server refuses joins whose
 * `protocolVersion` differs. Version 4 (issue 27): the join carries the device's player id and secret instead of
 * a rating, and the result carries the server's rating.
 */
export const PROTOCOL_VERSION = 4;

/** The one room type clients join; rooms are filtered by the `tournament` join option. */
export const DUEL_ROOM_NAME = 'duel';

/**
 * The private duel of "Play a friend" and of a rematch (issue 17): never matched with strangers, never given a
 * bot. The host creates it (`client.create`) and gets `friend:code`; the friend looks the code up
 * (`GET /api/friend/<code>`) and joins by the room id with `friendCode` in the join options.
 */
export const FRIEND_ROOM_NAME = 'friend_duel';

/**
 * Where the match server's own HTTP API lives (`/api/…`), so that every path of the app (`/daily`, `/play/…`)
 * opened fresh in a browser on the server's origin is the app, never an API answer.
 */
export const API_PATH = '/api';

/** The HTTP path that turns a friend code into its room: `GET /api/friend/<CODE>` (rate-limited per address). */
export const FRIEND_LOOKUP_PATH = `${API_PATH}/friend`;

/** The daily card chosen by the server: `GET /api/daily[?date=YYYY-MM-DD]`. */
export const DAILY_PATH = `${API_PATH}/daily`;

/** Messages a client may send. */
export const CLIENT_MESSAGES = {
  /** pick one of the four options of the running round */
  answer: 'match:answer',
  /** use a power-up in the running round */
  powerUp: 'match:power_up',
  /** deliberate exit: forfeits a running match */
  leave: 'match:leave',
  /** "Report this card": a closed round's card looks wrong or unfair; appended to the server's reports file */
  report: 'match:report',
  /** after a match against a person: accept (or decline) a rematch; both accepting in time plays again */
  rematch: 'match:rematch',
} as const;
export type ClientMessageType = (typeof CLIENT_MESSAGES)[keyof typeof CLIENT_MESSAGES];

/** Messages the server sends. */
export const SERVER_MESSAGES = {
  /** a round began: the opening clues, the options (never the correct one) and this player's deadline */
  roundStart: 'match:round_start',
  /** a further clue stage of the running round, at its time */
  clue: 'match:clue',
  /** reply to `match:report` */
  reportResult: 'match:report_result',
  /** this player's own result, after their answer, golden shot or deadline */
  answerResult: 'match:answer_result',
  /** the round closed for both: correct option and both players' answers */
  roundEnd: 'match:round_end',
  /** reply to `match:power_up`: accepted (spend the item) or refused */
  powerUpResult: 'match:power_up_result',
  /** sent before a round in which the opponent could end the match */
  warning: 'match:warning',
  /** the match is over: outcome, every round with correct names, coin reward */
  result: 'match:result',
  /** the match will not count (server shutdown): the client refunds the entry ticket */
  void: 'match:void',
  /** a refused message; nothing changed */
  error: 'match:error',
  /** sent after a reconnection: everything needed to resume where the match is */
  sync: 'match:sync',
  /** to the host of a private duel: its code and when it expires (again after a reconnection) */
  friendCode: 'friend:code',
  /** where the rematch offer stands; `ready` carries the new private duel to join */
  rematchStatus: 'match:rematch_status',
  /**
   * to a player still searching alone (version 3): another waiting player fits now, take the seat reserved in
   * their room (`client.consumeSeatReservation`) and leave this one; the search goes on there
   */
  move: 'match:move',
} as const;
export type ServerMessageType = (typeof SERVER_MESSAGES)[keyof typeof SERVER_MESSAGES];

/** Phases of a duel room, in order; `finished` and `void` are final. Mirrored in the room state's `phase`. */
export const MATCH_PHASES = [
  'searching',
  'connecting',
  'verifying',
  'preparing',
  'round',
  'reveal',
  'finished',
  'void',
] as const;
export type MatchPhase = (typeof MATCH_PHASES)[number];

/** A participant's link to the room, mirrored in the room state. A bot is always `connected`. */
export type ConnectionStatus = 'connected' | 'reconnecting' | 'left';
