import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerMessageSchema, parseAnswerMessage } from './index';

/** What the schema says, in parseAnswerMessage's shape. */
function bySchema(payload: unknown): unknown {
  const parsed = answerMessageSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

const tokenChars = 'abcXYZ019_- .é/'.split('');
const token = fc.oneof(
  fc.string({ unit: fc.constantFrom(...tokenChars), minLength: 0, maxLength: 34 }),
  fc.anything(),
);
const roundIndex = fc.oneof(
  fc.integer({ min: -2, max: 6 }),
  fc.double(),
  fc.constantFrom(0.5, -0, Number.NaN, Infinity, '0', null, undefined, 2 ** 53),
  fc.anything(),
);
/** Payloads near the valid shape (and plenty of others): both keys, one missing, an extra one, arrays… */
const payload = fc.oneof(
  fc.record({ roundIndex, optionToken: token }),
  fc.record({ roundIndex, optionToken: token }, { requiredKeys: [] }),
  fc.record({ roundIndex, optionToken: token, extra: fc.anything() }),
  fc.tuple(roundIndex, token),
  fc.anything(),
);

describe('parseAnswerMessage (the match:answer fast path)', () => {
  it('accepts and refuses exactly what answerMessageSchema does, with the same message', () => {
    fc.assert(
      fc.property(payload, (p) => {
        expect(parseAnswerMessage(p)).toEqual(bySchema(p));
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it('takes well-formed answers and refuses the malformed ones the schema tests list', () => {
    expect(parseAnswerMessage({ roundIndex: 4, optionToken: 'k3F9_x-Q' })).toEqual({
      roundIndex: 4,
      optionToken: 'k3F9_x-Q',
    });
    for (const bad of [
      { roundIndex: 5, optionToken: 'abc' },
      { roundIndex: 0, optionIndex: 1 },
      { roundIndex: 0, optionToken: '' },
      { roundIndex: 0, optionToken: 'x'.repeat(33) },
      { roundIndex: 0, optionToken: 'a b' },
      { roundIndex: 0, optionToken: { toString: 1 } },
      { roundIndex: 0.5, optionToken: 'abc' },
      { roundIndex: '0', optionToken: 'abc' },
      { roundIndex: 0, optionToken: 'abc', correct: true },
      Object.assign(Object.create({ inherited: 1 }) as object, { roundIndex: 0, optionToken: 'abc' }),
      [0, 1],
      null,
      undefined,
    ]) {
      expect(parseAnswerMessage(bad)).toBeNull();
      expect(bySchema(bad)).toBeNull();
    }
  });

  it('returns a fresh object, never the payload it was given', () => {
    const sent = { roundIndex: 1, optionToken: 'abc' };
    const parsed = parseAnswerMessage(sent);
    expect(parsed).toEqual(sent);
    expect(parsed).not.toBe(sent);
  });
});
