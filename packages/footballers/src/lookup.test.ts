import { describe, expect, it } from 'vitest';
import { cardFromFootballer, type Footballer, type Question } from '@goalguessr/game-core';
import { clubSpellingGroups, clubSpellingKey, sharedDisplayNames } from './dataset-report';
import { createLookupClient, lookupFigures, openingAccuracyWithTier } from './lookup';

function player(name: string, overrides: Partial<Footballer> = {}): Footballer {
  return {
    id: name.toLowerCase().replace(/ /g, '-'),
    name,
    aliases: [],
    nation: 'ESP',
    flag: 'es',
    position: 'MF',
    birthDate: '1984-05-11',
    worldCups: [{ year: 2010, number: 6, club: 'Barcelona' }],
    heightCm: 171,
    foot: 'right',
    caps: null,
    fame: 100,
    tier: 'rookie',
    ...overrides,
  };
}

function question(answer: Footballer, others: readonly Footballer[]): Question {
  const options = [answer, ...others].map((p) => ({ id: p.id, name: p.name }));
  return { card: cardFromFootballer(answer), options, correctIndex: 0, answerId: answer.id };
}

describe('lookup client', () => {
  const answer = player('Andrés Iniesta');
  const twin = player('Twin Iniesta', { worldCups: [{ year: 2010, number: 8, club: 'Barcelona' }] });
  const otherYear = player('Xavi', { birthDate: '1979-01-25' });
  const otherNation = player('Wesley Sneijder', {
    nation: 'NED',
    flag: 'nl',
    worldCups: [{ year: 2010, number: 6, club: 'Barcelona' }],
  });

  it('keeps the options whose own card shows the clues out so far, stage by stage', () => {
    const client = createLookupClient([answer, twin, otherYear, otherNation]);
    // profile: the twin and the Dutchman fit (Xavi, born in the 1970s, does not); World Cups: both still fit;
    // clubs: both; numbers (with the birth year, height and foot): only the Dutchman (#6); nation: the answer.
    expect(client.optionsLeft(question(answer, [twin, otherYear, otherNation]))).toEqual([3, 3, 3, 2, 1]);
  });

  it('counts the stage at which one option is left, and cards never settled', () => {
    const alike = player('Clone', { id: 'clone' });
    const client = createLookupClient([answer, twin, otherYear, alike]);
    const settledAtOpening = question(answer, [otherYear]);
    const settledAtNumbers = question(answer, [twin]);
    const never = question(answer, [alike]);
    const figures = lookupFigures(client, [settledAtOpening, settledAtNumbers, never]);
    expect(figures.settledBy.map((x) => Math.round(x * 3))).toEqual([1, 1, 1, 2, 2]);
    expect(figures.never).toBeCloseTo(1 / 3);
    expect(figures.noneFit).toBe(0);
  });

  it('answers every player of a shared display name', () => {
    const namesake = player('Andrés Iniesta', { id: 'namesake', birthDate: '1950-01-01', position: 'GK' });
    const client = createLookupClient([namesake, answer, otherYear]);
    expect(client.optionsLeft(question(answer, [otherYear]))[0]).toBe(1);
  });

  it('measures sharper clients: the fitting options of the match tier, then the least famous of them', () => {
    // All four fit the opening stage (midfielders of the 1980s). Two are of another tier: never the answer.
    const famous = player('Famous Rookie', { fame: 300 });
    const champ1 = player('Champion One', { tier: 'champions', fame: 50 });
    const champ2 = player('Champion Two', { tier: 'champions', fame: 40 });
    const all = [answer, famous, champ1, champ2];
    const client = createLookupClient(all);
    const q = question(answer, [famous, champ1, champ2]);
    // the tier leaves the answer and the famous rookie (1 / 2); the least famous of them is the answer (1)
    expect(openingAccuracyWithTier(client, all, 'rookie', [q])).toEqual({
      withTier: 0.5,
      withTierAndFame: 1,
    });
    // asked about another tier, neither rookie is kept: the answer is then out of the pool
    expect(openingAccuracyWithTier(client, all, 'champions', [q])).toEqual({
      withTier: 0,
      withTierAndFame: 0,
    });
  });
});

describe('club spellings and shared names', () => {
  it('finds one club spelled two ways, and leaves apart the pairs said to be two clubs', () => {
    expect(clubSpellingKey('Tottenham Hotspur F.C.')).toBe(clubSpellingKey('Tottenham Hotspur'));
    expect(
      clubSpellingGroups(['Tottenham Hotspur F.C.', 'Tottenham Hotspur', 'Al-Nassr', 'Al-Nasser', 'Ajax']),
    ).toEqual([
      ['Al-Nasser', 'Al-Nassr'],
      ['Tottenham Hotspur', 'Tottenham Hotspur F.C.'],
    ]);
    expect(clubSpellingGroups(['Reggina', 'Reggiana'], [['Reggiana', 'Reggina']])).toEqual([]);
  });

  it('lists display names two players share', () => {
    expect([
      ...sharedDisplayNames([player('Rodri'), player('Rodri', { id: 'r2' }), player('Pedri')]),
    ]).toEqual([['Rodri', 2]]);
  });
});
