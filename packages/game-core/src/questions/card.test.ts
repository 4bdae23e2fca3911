import { describe, expect, it } from 'vitest';
import { TOURNAMENT_IDS } from '../constants';
import { createSeededRng } from '../rng';
import { createQuestionBank } from './bank';
import { cardFactCount, cardFactsKey, cardFromFootballer } from './card';
import { FIXTURE, footballer } from './test-helpers';

const CARD_KEYS = ['birthYear', 'flag', 'foot', 'heightCm', 'nation', 'position', 'worldCups'];

/** Words of the name, full name and aliases, and the initials, in the forms a card could leak them. */
function leaks(cardJson: string, names: readonly string[]): string[] {
  const plain = (s: string): string =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const text = plain(cardJson);
  const words = names.flatMap((n) => plain(n).split(/[^a-z]+/)).filter((w) => w.length >= 4);
  const found = words.filter((w) => new RegExp(`\\b${w}\\b`).test(text));
  const initials = names
    .map((n) =>
      n
        .split(/\s+/)
        .map((w) => w[0] ?? '')
        .join(''),
    )
    .filter((i) => i.length >= 2);
  // As a value of its own: "LM" or "L. M." or "L.M.".
  for (const i of initials) {
    const dotted = [...i].map((c) => `${c}\\.\\s*`).join('');
    if (new RegExp(`"(${i}|${dotted})"`, 'i').test(cardJson)) found.push(i);
  }
  return found;
}

describe('cardFromFootballer', () => {
  it('shows the facts and nothing else: no name, full name, alias or initials', () => {
    const bank = createQuestionBank(FIXTURE);
    let cards = 0;
    for (const tier of TOURNAMENT_IDS)
      for (let seed = 0; seed < 200; seed++)
        for (const q of bank.generateMatchQuestions({ tier, rng: createSeededRng(seed) })) {
          const answer = FIXTURE.find((p) => p.id === q.answerId);
          if (!answer) throw new Error('unknown answer');
          expect(Object.keys(q.card).sort()).toEqual(CARD_KEYS);
          for (const w of q.card.worldCups)
            expect(Object.keys(w).every((k) => ['year', 'number', 'club', 'nation'].includes(k))).toBe(true);
          expect(
            leaks(JSON.stringify(q.card), [answer.name, answer.fullName ?? '', ...answer.aliases]),
          ).toEqual([]);
          cards++;
        }
    expect(cards).toBe(3 * 200 * 5);
  });

  it('hides a club whose name contains a word of the player name, and keeps the others', () => {
    const santos = footballer({
      id: 'djalma',
      name: 'Djalma Santos',
      fullName: 'Dejalma dos Santos',
      aliases: ['Djalma Pereira'],
      worldCups: [
        { year: 1958, number: 4, club: 'Portuguesa' },
        { year: 1962, number: 2, club: 'Palmeiras' },
        { year: 1966, number: 2, club: 'Santos FC' },
        { year: 1970, number: 2, club: 'Sociedade Esportiva Pereira' },
      ],
    });
    const card = cardFromFootballer(santos);
    expect(card.worldCups.map((w) => w.club)).toEqual(['Portuguesa', 'Palmeiras', null, null]);
    expect(leaks(JSON.stringify(card), [santos.name, santos.fullName ?? '', ...santos.aliases])).toEqual([]);
    // The source record is not changed.
    expect(santos.worldCups[2]?.club).toBe('Santos FC');
  });

  it('keeps the team of a World Cup played for another nation, and the birth year only', () => {
    const puskas = footballer({
      id: 'puskas',
      name: 'Ferenc Puskás',
      nation: 'HUN',
      flag: 'hu',
      birthDate: '1927-04-01',
      heightCm: 172,
      foot: 'left',
      worldCups: [
        { year: 1954, number: 10, club: 'Budapest Honvéd' },
        { year: 1962, number: 14, club: 'Real Madrid', nation: 'ESP' },
        { year: 1966, number: 9, club: 'Real Madrid', nation: 'HUN' },
      ],
    });
    expect(cardFromFootballer(puskas)).toEqual({
      nation: 'HUN',
      flag: 'hu',
      position: 'FW',
      birthYear: 1927,
      heightCm: 172,
      foot: 'left',
      worldCups: [
        { year: 1954, number: 10, club: 'Budapest Honvéd' },
        { year: 1962, number: 14, club: 'Real Madrid', nation: 'ESP' },
        { year: 1966, number: 9, club: 'Real Madrid' },
      ],
    });
  });
});

describe('career paths (issue 23)', () => {
  const cantona = footballer({
    id: 'cantona',
    name: 'Eric Cantona',
    nation: 'FRA',
    flag: 'fr',
    birthDate: '1966-05-24',
    worldCups: [],
    career: [
      { club: 'Auxerre', from: null },
      { club: 'Cantona United', from: 1990 },
      { club: 'Manchester United', from: 1992 },
    ],
  });

  it('shows his career path, without a club that spells his name, and counts its clubs as facts', () => {
    const card = cardFromFootballer(cantona);
    expect(card.career).toEqual([
      { club: 'Auxerre', from: null },
      { club: 'Manchester United', from: 1992 },
    ]);
    expect(cardFactCount(card)).toBe(2);
    expect(cardFactCount(cardFromFootballer({ ...cantona, career: undefined }))).toBe(0);
    // a card without a career path has no career field at all
    expect('career' in cardFromFootballer({ ...cantona, career: undefined })).toBe(false);
  });

  it('tells two cards apart by their career paths', () => {
    const card = cardFromFootballer(cantona);
    const other = cardFromFootballer({ ...cantona, career: [{ club: 'Auxerre', from: null }] });
    expect(cardFactsKey(other)).not.toBe(cardFactsKey(card));
  });
});

describe('cardFactsKey', () => {
  it('is equal exactly when two cards show the same facts', () => {
    const base = FIXTURE[0];
    if (!base) throw new Error('empty fixture');
    const card = cardFromFootballer(base);
    expect(cardFactsKey(cardFromFootballer({ ...base, id: 'other', name: 'Someone Else' }))).toBe(
      cardFactsKey(card),
    );
    expect(cardFactsKey({ ...card, birthYear: card.birthYear + 1 })).not.toBe(cardFactsKey(card));
    expect(cardFactsKey({ ...card, heightCm: 201 })).not.toBe(cardFactsKey(card));
    expect(
      cardFactsKey({ ...card, worldCups: card.worldCups.map((w) => ({ ...w, nation: 'ESP' })) }),
    ).not.toBe(cardFactsKey(card));
    expect(cardFactsKey({ ...card, worldCups: card.worldCups.slice(1) })).not.toBe(cardFactsKey(card));
  });
});
