import type { Footballer, QuestionCard, WorldCupEntry } from './types';

/** Lower case, no diacritics, letters only: enough to tell whether a club name contains a player's name. */
function plainWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word !== '');
}

/** Words of 4+ letters from the name, full name and aliases: a club that contains one would spell the answer. */
function revealingWords(f: Footballer): Set<string> {
  const names = [f.name, f.fullName ?? '', ...f.aliases];
  return new Set(names.flatMap(plainWords).filter((word) => word.length >= 4));
}

/**
 * The facts a question shows about a footballer: nation and flag, position, birth year, World Cups with shirt
 * number and club, his career path (clubs with the year he joined each) and height and foot when known. Never the name, initials or aliases; a club whose name contains a
 * word of the player's name (a "Santos" who played for Santos) is hidden (null) so the card cannot spell it.
 */
export function cardFromFootballer(f: Footballer): QuestionCard {
  const revealing = revealingWords(f);
  const spells = (club: string): boolean => plainWords(club).some((word) => revealing.has(word));
  const worldCups: WorldCupEntry[] = f.worldCups.map((w) => {
    const club = w.club !== null && spells(w.club) ? null : w.club;
    const entry: WorldCupEntry = { year: w.year, number: w.number, club };
    if (w.nation !== undefined && w.nation !== f.nation) entry.nation = w.nation;
    return entry;
  });
  const card: QuestionCard = {
    nation: f.nation,
    flag: f.flag,
    position: f.position,
    birthYear: Number(f.birthDate.slice(0, 4)),
    worldCups,
    heightCm: f.heightCm,
    foot: f.foot,
  };
  const career = (f.career ?? []).filter((step) => !spells(step.club)).map((step) => ({ ...step }));
  if (career.length > 0) card.career = career;
  return card;
}

/**
 * A string equal for two cards exactly when they show the same facts. Two players with the same key could not be
 * told apart from the card, so they never meet in one question.
 */
export function cardFactsKey(card: QuestionCard): string {
  return JSON.stringify([
    card.nation,
    card.flag,
    card.position,
    card.birthYear,
    card.worldCups.map((w) => [w.year, w.number, w.club, w.nation ?? null]),
    (card.career ?? []).map((step) => [step.club, step.from]),
    card.heightCm,
    card.foot,
  ]);
}

/**
 * How many facts on a card can tell a player apart from others of his position and era: one per World Cup, one
 * per distinct club (at a World Cup or on his career path) and per distinct shirt number on record, and one each
 * for height and foot. The build drops Legendary cards with fewer than LEGENDARY_MIN_CARD_FACTS.
 */
export function cardFactCount(card: QuestionCard): number {
  const clubs = new Set([
    ...card.worldCups.flatMap((w) => (w.club === null ? [] : [w.club])),
    ...(card.career ?? []).map((step) => step.club),
  ]);
  const numbers = new Set(card.worldCups.flatMap((w) => (w.number === null ? [] : [w.number])));
  return (
    card.worldCups.length +
    clubs.size +
    numbers.size +
    (card.heightCm === null ? 0 : 1) +
    (card.foot === null ? 0 : 1)
  );
}
