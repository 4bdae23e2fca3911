import { describe, expect, it } from 'vitest';
import { loadPlayers } from '@goalguessr/footballers';
import { createQuestionSource } from './questions';
import { fingerprintOf } from './rooms/recent-ids';

describe('the production question source', () => {
  it("knows the dataset's footballers by their index in its bank, and no other id", () => {
    const { footballers } = createQuestionSource();
    const players = loadPlayers();
    expect(footballers?.size).toBe(players.length);
    expect(footballers?.indexOf(players.at(0)?.id ?? '')).toBe(0);
    // a fresh string with the same text (as a join's JSON brings it)
    const last = JSON.parse(JSON.stringify(players.at(-1)?.id)) as string;
    expect(footballers?.indexOf(last)).toBe(players.length - 1);
    expect(footballers?.indexOf('not-a-footballer')).toBe(-1);
    expect(footballers?.indexOf('__proto__')).toBe(-1);
  });

  it("is named by the dataset's ids in order: every process of one build packs and reads the same indices", () => {
    const ids = loadPlayers().map((player) => player.id);
    const { footballers } = createQuestionSource();
    expect(footballers?.fingerprint).toBe(fingerprintOf(ids));
    expect(footballers?.fingerprint).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{8}$/);
  });
});
