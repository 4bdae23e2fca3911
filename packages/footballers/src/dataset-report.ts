/**
 * Figures about the dataset itself that `npm run report:questions` prints for an editor and the data tests check
 * (issue 23): clubs spelled two ways, display names two players share, tier sizes and nation shares, and which
 * cards show a club.
 */
import { cardFromFootballer, cluesByStage, type Footballer, type Tier } from '@goalguessr/game-core';
import { stripDiacritics } from './normalize';

/** Every club a footballer's card can show (the `clubs` clues of his own card), in card order. */
export function cardClubs(p: Footballer): string[] {
  const out: string[] = [];
  for (const clue of cluesByStage(cardFromFootballer(p)).flat()) {
    if (clue.kind === 'clubs' || clue.kind === 'career') for (const c of clue.clubs) out.push(c.club);
  }
  return out;
}

/** Words that only say "a club" in some language: two names that differ only by them are one club. */
const CLUB_FILLER_WORDS: ReadonlySet<string> = new Set([
  'a',
  'ac',
  'afc',
  'as',
  'c',
  'cf',
  'cd',
  'club',
  'de',
  'del',
  'f',
  'fc',
  'fk',
  'football',
  'futbol',
  'k',
  'sc',
  'sk',
  'the',
]);

/** The key two spellings of one club share: no diacritics, punctuation, case or filler words ("F.C."). */
export function clubSpellingKey(club: string): string {
  return stripDiacritics(club)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '' && !CLUB_FILLER_WORDS.has(w))
    .join('');
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      next.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return false;
    row = next;
  }
  return (row[b.length] ?? max + 1) <= max;
}

/**
 * Groups of spellings that look like one club: equal keys (`clubSpellingKey`: "Tottenham Hotspur F.C." and
 * "Tottenham Hotspur"), or keys of 6+ letters one edit apart ("Al-Nasser" and "Al-Nassr"). Each group is sorted;
 * the groups are sorted by their first spelling. Spellings in `distinct` (pairs known to be two clubs) are not
 * grouped.
 */
export function clubSpellingGroups(
  clubs: Iterable<string>,
  distinct: readonly (readonly [string, string])[] = [],
): string[][] {
  const unique = [...new Set(clubs)].sort();
  const keys = unique.map(clubSpellingKey);
  const parent = unique.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] ?? i;
    return i;
  };
  const apart = new Set(distinct.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
  for (let i = 0; i < unique.length; i++)
    for (let j = i + 1; j < unique.length; j++) {
      const [ki, kj] = [keys[i] ?? '', keys[j] ?? ''];
      const alike = ki === kj || (Math.min(ki.length, kj.length) >= 6 && editDistanceAtMost(ki, kj, 1));
      if (alike && !apart.has(`${unique[i]}|${unique[j]}`)) parent[root(j)] = root(i);
    }
  const groups = new Map<number, string[]>();
  unique.forEach((club, i) => {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), club]);
  });
  return [...groups.values()]
    .filter((g) => g.length > 1)
    .sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** Display names that two or more players share, with how many share each. */
export function sharedDisplayNames(players: readonly Footballer[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of players) counts.set(p.name, (counts.get(p.name) ?? 0) + 1);
  return new Map([...counts].filter(([, n]) => n > 1).sort(([a], [b]) => a.localeCompare(b)));
}

export interface TierFigures {
  tier: Tier;
  size: number;
  /** nations by share of the tier, largest first */
  nations: { nation: string; share: number; count: number }[];
  /** most famous first */
  mostFamous: Footballer[];
  /** least famous first */
  leastFamous: Footballer[];
  /** players of the tier whose card shows at least one club */
  withClub: number;
  /** players of the tier who never played a World Cup */
  withoutWorldCup: number;
}

/** Size, nation shares, the `listed` most and least famous answers, and club coverage of one tier. */
export function tierFigures(players: readonly Footballer[], tier: Tier, listed = 10): TierFigures {
  const inTier = players.filter((p) => p.tier === tier);
  const counts = new Map<string, number>();
  for (const p of inTier) counts.set(p.nation, (counts.get(p.nation) ?? 0) + 1);
  const byFame = inTier.slice().sort((a, b) => b.fame - a.fame || a.id.localeCompare(b.id));
  return {
    tier,
    size: inTier.length,
    nations: [...counts]
      .map(([nation, count]) => ({ nation, count, share: count / Math.max(1, inTier.length) }))
      .sort((a, b) => b.count - a.count || a.nation.localeCompare(b.nation)),
    mostFamous: byFame.slice(0, listed),
    leastFamous: byFame.slice(-listed).reverse(),
    withClub: inTier.filter((p) => cardClubs(p).length > 0).length,
    withoutWorldCup: inTier.filter((p) => p.worldCups.length === 0).length,
  };
}
