import { describe, expect, it } from 'vitest';
import { loadPlayers } from '@goalguessr/footballers';
import { createQuestionSource } from './questions';

describe('the production question source', () => {
  it("knows the dataset's footballer ids (a join's recent ids are kept as these) and no other", () => {
    const source = createQuestionSource();
    const [first, last] = [loadPlayers().at(0)?.id ?? '', loadPlayers().at(-1)?.id ?? ''];
    expect(source.knownId?.(first)).toBe(first);
    // a fresh string with the same text (as a join's JSON brings it)
    expect(source.knownId?.(JSON.parse(JSON.stringify(last)) as string)).toBe(last);
    expect(source.knownId?.('not-a-footballer')).toBeUndefined();
    expect(source.knownId?.('__proto__')).toBeUndefined();
  });
});
