import { z } from 'zod';
import {
  CLEATS,
  DEVICE_ID_PATTERN,
  DEVICE_SECRET_PATTERN,
  FRIEND_CODE_ALPHABET,
  FRIEND_CODE_LENGTH,
  MAX_LEVEL,
  POWER_UP_IDS,
  QUESTIONS_PER_MATCH,
  RECENT_PLAYERS_LIMIT,
  SHIRTS,
  TOURNAMENT_IDS,
  validateUsername,
} from '@goalguessr/game-core';
import { PROTOCOL_VERSION } from './messages';

const SHIRT_IDS: ReadonlySet<string> = new Set(SHIRTS.map((s) => s.id));
const CLEAT_IDS: ReadonlySet<string> = new Set(CLEATS.map((c) => c.id));

/** A friend code exactly as game-core draws it (upper case, no separator). */
export const FRIEND_CODE_PATTERN = new RegExp(`^[${FRIEND_CODE_ALPHABET}]{${FRIEND_CODE_LENGTH}}$`);

/** Raw username bound before trimming, so a huge string is refused without work. */
const USERNAME_RAW_MAX_CHARS = 64;
/** Footballer ids are short slugs. */
const FOOTBALLER_ID_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
// Control characters and bidi overrides would let a name spoof the opponent's label.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_USERNAME_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * A join's recently seen footballer ids: an array of at most RECENT_PLAYERS_LIMIT ids, each FOOTBALLER_ID_PATTERN.
 * One check over the array: a string schema per id ran zod's per-element machinery on each of up to 500 ids of
 * every join (issue 29: ~2 % of a busy server's time at 10,000 players; this check takes about half as long, ~40
 * against ~90 µs for 500 ids). Every index is read (a sparse array's holes are refused), nothing is copied.
 */
const recentPlayerIdsSchema = z.custom<string[]>((value) => {
  if (!Array.isArray(value) || value.length > RECENT_PLAYERS_LIMIT) return false;
  for (let i = 0; i < value.length; i++) {
    const id: unknown = value[i];
    if (typeof id !== 'string' || !FOOTBALLER_ID_PATTERN.test(id)) return false;
  }
  return true;
});

/** Trimmed username by the game-core rule; the issue message is the reason code. */
const usernameSchema = z
  .string()
  .max(USERNAME_RAW_MAX_CHARS, { message: 'username_too_long' })
  .transform((raw, ctx) => {
    if (FORBIDDEN_USERNAME_CHARS.test(raw)) {
      ctx.addIssue({ code: 'custom', message: 'username_invalid_characters' });
      return z.NEVER;
    }
    const checked = validateUsername(raw);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.reason });
      return z.NEVER;
    }
    return checked.state;
  });

const powerUpQuantity = z.int().min(0).max(9999);

/** How many of each power-up the player owns; the server never lets a match use more. */
const powerUpInventorySchema = z.strictObject({
  golden_shot: powerUpQuantity.default(0),
  energy_drink: powerUpQuantity.default(0),
  whistle: powerUpQuantity.default(0),
});

/** The device's player id and secret, exactly as game-core makes them (issue 27). */
export const deviceIdentitySchema = z.strictObject({
  playerId: z.string().regex(DEVICE_ID_PATTERN),
  secret: z.string().regex(DEVICE_SECRET_PATTERN),
});

/**
 * Options of `client.joinOrCreate(DUEL_ROOM_NAME, options)`. Checked before a seat is reserved; a refusal
 * rejects the join with a JoinErrorCode.
 */
export const joinOptionsSchema = z.object({
  protocolVersion: z.literal(PROTOCOL_VERSION),
  tournament: z.enum(TOURNAMENT_IDS),
  username: usernameSchema,
  shirt: z.string().refine((id) => SHIRT_IDS.has(id), { message: 'unknown_shirt' }),
  cleat: z.string().refine((id) => CLEAT_IDS.has(id), { message: 'unknown_cleat' }),
  /**
   * footballer ids of recent answers, **oldest first** (newest last, as game-core `rememberSeenPlayers` keeps them);
   * excluded from this match's answers, and when a tier runs short the oldest are released first
   */
  recentPlayerIds: recentPlayerIdsSchema.default([]),
  /** power-ups owned, so the server can refuse a use the player cannot pay for */
  powerUps: powerUpInventorySchema.default({ golden_shot: 0, energy_drink: 0, whistle: 0 }),
  /**
   * the device's anonymous player id and its secret (issue 27, game-core `DeviceIdentity`): the first join of an id
   * registers it, every later join must bring the same secret (else `identity_invalid`). The server looks the
   * player's rating up itself; a rating sent here is ignored. Absent: a guest, whose matches never count.
   */
  identity: deviceIdentitySchema.optional(),
  /** the player's level (shown to the opponent in the VS intro, issue 24); absent: not shown */
  level: z.int().min(1).max(MAX_LEVEL).optional(),
  /**
   * a private duel (FRIEND_ROOM_NAME): the code the friend looked up. Required of everyone but the host who
   * created the room; a wrong one is refused (`friend_code_invalid`).
   */
  friendCode: z.string().regex(FRIEND_CODE_PATTERN).optional(),
  /** free text for logs, e.g. "web 0.1.0" */
  clientVersion: z.string().max(40).optional(),
});
/** What the client passes to `joinOrCreate`. */
export type JoinOptionsInput = z.input<typeof joinOptionsSchema>;
/** Join options after checking: username trimmed, defaults filled. */
export type JoinOptions = z.output<typeof joinOptionsSchema>;

const roundIndex = z
  .int()
  .min(0)
  .max(QUESTIONS_PER_MATCH - 1);

/** Option tokens are short random strings the server drew for the running round. */
const OPTION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** `match:answer`: the token of the picked option of the running round */
export const answerMessageSchema = z.strictObject({
  roundIndex,
  optionToken: z.string().regex(OPTION_TOKEN_PATTERN),
});
export type AnswerMessage = z.infer<typeof answerMessageSchema>;

/**
 * `answerMessageSchema.safeParse` for the hottest message of a match, without zod's cost for the usual case: a
 * plain object with exactly a whole `roundIndex` in range and a well-formed `optionToken` is taken as it is;
 * anything else goes through the schema. The fast path accepts only what the schema accepts (unchanged), so
 * what is refused, and why, is the schema's. Returns the message, or null when the schema refuses it.
 */
export function parseAnswerMessage(payload: unknown): AnswerMessage | null {
  if (
    typeof payload === 'object' &&
    payload !== null &&
    Object.getPrototypeOf(payload) === Object.prototype &&
    Object.keys(payload).length === 2
  ) {
    const { roundIndex: index, optionToken } = payload as Record<string, unknown>;
    if (
      typeof index === 'number' &&
      Number.isInteger(index) &&
      index >= 0 &&
      index <= QUESTIONS_PER_MATCH - 1 &&
      typeof optionToken === 'string' &&
      OPTION_TOKEN_PATTERN.test(optionToken)
    ) {
      return { roundIndex: index, optionToken };
    }
  }
  const parsed = answerMessageSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** `match:power_up` */
export const powerUpMessageSchema = z.strictObject({
  roundIndex,
  powerUp: z.enum(POWER_UP_IDS),
});
export type PowerUpMessage = z.infer<typeof powerUpMessageSchema>;

/** `match:leave` (no payload; an empty object is accepted too) */
export const leaveMessageSchema = z.union([z.undefined(), z.null(), z.strictObject({})]);
export type LeaveMessage = z.infer<typeof leaveMessageSchema>;

/** `match:report`: "Report this card" for a closed round of this match (no other keys) */
export const reportMessageSchema = z.strictObject({ roundIndex });
export type ReportMessage = z.infer<typeof reportMessageSchema>;

/** `match:rematch`: after a match against a person, accept or decline playing again */
export const rematchMessageSchema = z.strictObject({ accept: z.boolean() });
export type RematchMessage = z.infer<typeof rematchMessageSchema>;

/** Schema of each client message, by name. */
export const CLIENT_MESSAGE_SCHEMAS = {
  'match:rematch': rematchMessageSchema,
  'match:answer': answerMessageSchema,
  'match:power_up': powerUpMessageSchema,
  'match:leave': leaveMessageSchema,
  'match:report': reportMessageSchema,
} as const;

/**
 * The reason code of a refused join: the first username/protocol issue if any, else `invalid_join_options`.
 */
export function joinErrorCode(error: z.ZodError): string {
  for (const issue of error.issues) {
    if (issue.path[0] === 'protocolVersion') return 'protocol_mismatch';
    if (issue.path[0] === 'username' && issue.message.startsWith('username_')) return issue.message;
  }
  return 'invalid_join_options';
}
