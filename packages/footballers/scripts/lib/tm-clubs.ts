/**
 * Names for the clubs of the Transfermarkt copy. Its `pretty_name` is a slug with the German site's exonyms
 * ("Ac Mailand", "Ssc Neapel", "Sporting Lissabon") and no diacritics, so a club gets the spelling the other
 * sources use most when they spell it alike (same `clubSpellingKey`), else the name in TM_CLUB_NAMES.
 */
import { CLUB_SPELLINGS, normalizeClub } from '../../src/clubs';
import { clubSpellingKey } from '../../src/dataset-report';
import { TM_CLUB_NAMES } from './editorial';
import type { DetailRow } from './openfootball';
import type { MercatoRow } from './sources';

export interface TmClubNamer {
  /** Our name of a Transfermarkt club id; null for an unknown id or one neither rule names (see `unnamed`). */
  (clubId: string): string | null;
  /** the clubs asked for that neither the other sources nor TM_CLUB_NAMES name ("slug (pretty name)") */
  readonly unnamed: ReadonlySet<string>;
  /** the TM_CLUB_NAMES entries used */
  readonly used: ReadonlySet<string>;
}

export function tmClubNamer(
  clubs: ReadonlyMap<string, { slug: string; name: string }>,
  details: readonly DetailRow[],
  mercatoByYear: ReadonlyMap<number, readonly MercatoRow[]>,
): TmClubNamer {
  // every spelling the other sources use, by key, with how often they use it
  const known = new Map<string, Map<string, number>>();
  const add = (club: string): void => {
    const key = clubSpellingKey(club);
    const spellings = known.get(key) ?? new Map<string, number>();
    spellings.set(club, (spellings.get(club) ?? 0) + 1);
    known.set(key, spellings);
  };
  for (const d of details) if (d.club !== null) add(d.club);
  for (const rows of mercatoByYear.values())
    for (const row of rows) for (const m of row.moves) for (const club of [m.from, m.to]) add(club);
  // a variant CLUB_SPELLINGS lists, however Transfermarkt cases it ("Az Alkmaar" is the variant "AZ Alkmaar")
  const variants = new Map(
    Object.entries(CLUB_SPELLINGS).map(([variant, club]) => [clubSpellingKey(variant), club]),
  );
  const unnamed = new Set<string>();
  const used = new Set<string>();
  const namer = (clubId: string): string | null => {
    const club = clubs.get(clubId);
    if (!club) return null;
    const editorial = TM_CLUB_NAMES[club.slug];
    if (editorial !== undefined) {
      used.add(club.slug);
      return normalizeClub(editorial);
    }
    const mapped = variants.get(clubSpellingKey(club.name));
    if (mapped !== undefined) return mapped;
    // the spelling the other sources use most (they may still have two: the build merges those)
    const alike = [...(known.get(clubSpellingKey(club.name)) ?? [])].sort((a, b) => b[1] - a[1]);
    const [best] = alike[0] ?? [];
    if (best !== undefined) return normalizeClub(best);
    unnamed.add(`${club.slug} (${club.name})`);
    return null;
  };
  return Object.assign(namer, { unnamed, used });
}
