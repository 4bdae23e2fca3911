/**
 * Display-name casing for players who appear only in openfootball's CAPS files (2018, 2022, 2026).
 */
import { stripDiacritics } from '../../src/normalize';

/**
 * Copies the letter case of `model` onto `name` when both spell the same letters once diacritics are removed
 * ("Kevin DE BRUYNE" + "Kevin De Bruyne" → "Kevin De Bruyne"); keeps the diacritics of `name`. Returns
 * undefined when the spellings differ in any letter.
 */
export function copyCasing(name: string, model: string): string | undefined {
  const chars = [...name.normalize('NFC')];
  const modelChars = [...model.normalize('NFC')];
  if (chars.length !== modelChars.length) return undefined;
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] ?? '';
    const mc = modelChars[i] ?? '';
    if (stripDiacritics(ch).toLowerCase() !== stripDiacritics(mc).toLowerCase()) return undefined;
    out += mc === mc.toUpperCase() && mc !== mc.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase();
  }
  return out;
}

/** Particles written in lower case inside a name, per national naming custom. */
const LOWER_PARTICLES: Readonly<Record<string, readonly string[]>> = {
  NED: ['van', 'de', 'der', 'den', 'ter', 'ten', 'het', "'t"],
  BRA: ['da', 'das', 'de', 'do', 'dos', 'e'],
  POR: ['da', 'das', 'de', 'do', 'dos', 'e'],
  ESP: ['de', 'del', 'la', 'y'],
  GER: ['von', 'van', 'der', 'den', 'zu'],
  FRG: ['von', 'van', 'der', 'den', 'zu'],
};

function capitalizeWord(word: string): string {
  // Capitalise after hyphens and apostrophes: "WAN-BISSAKA" → "Wan-Bissaka", "O'BRIEN" → "O'Brien".
  const lower = word.toLowerCase();
  let out = lower.replace(
    /(^|[-'’])(\p{L})/gu,
    (_, sep: string, letter: string) => sep + letter.toUpperCase(),
  );
  // Scottish and Irish "Mc" keeps a capital after it ("MCGINN" → "McGinn").
  out = out.replace(/^Mc(\p{L})/u, (_, letter: string) => 'Mc' + letter.toUpperCase());
  return out;
}

/**
 * Turns an openfootball spelling with CAPS family names into normal casing: "Erling HAALAND" → "Erling
 * Haaland", "PELÉ" → "Pelé", "Mark McKENZIE" → "Mark McKenzie", "Virgil VAN DIJK" (NED) → "Virgil van Dijk".
 * Mixed-case words keep their lower-case prefix ("MacLAREN" → "MacLaren").
 */
export function caseFromCaps(name: string, nation: string): string {
  const particles = LOWER_PARTICLES[nation] ?? [];
  const words = name.trim().split(/\s+/);
  return words
    .map((word, i) => {
      const hasLower = /\p{Ll}/u.test(word);
      const hasUpper = /\p{Lu}/u.test(word);
      if (hasLower && hasUpper) {
        // "McKENZIE", "MacLAREN": keep the mixed prefix, case the CAPS remainder.
        const m = /^(\p{Lu}\p{Ll}+)(\p{Lu}{2,}.*)$/u.exec(word);
        if (m?.[1] && m[2]) return m[1] + capitalizeWord(m[2]);
        if (word === word.toUpperCase()) return capitalizeWord(word);
        return /^\p{Lu}{2,}/u.test(word) ? capitalizeWord(word) : word;
      }
      if (!hasUpper) return word;
      const lower = word.toLowerCase();
      if (i > 0 && i < words.length - 1 && particles.includes(lower)) return lower;
      return capitalizeWord(word);
    })
    .join(' ');
}

/** Teams whose players are written family name first in English too. */
const FAMILY_NAME_FIRST: ReadonlySet<string> = new Set(['KOR', 'PRK', 'CHN']);

/**
 * Puts the given name first when a CAPS file wrote the family name first ("TOLISSO Corentin" → "Corentin
 * TOLISSO", "DE PAUL Rodrigo" → "Rodrigo DE PAUL"): a run of CAPS words followed by a run of capitalised words.
 * Korean, North Korean and Chinese names keep their order ("HWANG Heechan").
 */
export function givenNameFirst(name: string, nation: string): string {
  if (FAMILY_NAME_FIRST.has(nation)) return name;
  const words = name.trim().split(/\s+/);
  const isCaps = (w: string): boolean => /^\p{Lu}[\p{Lu}'’-]+$/u.test(w);
  const isCapitalised = (w: string): boolean => /^\p{Lu}\p{Ll}[\p{Ll}'’-]*$/u.test(w);
  let split = 0;
  while (split < words.length && isCaps(words[split] ?? '')) split++;
  if (split === 0 || split === words.length || !words.slice(split).every(isCapitalised)) return name;
  return [...words.slice(split), ...words.slice(0, split)].join(' ');
}

/** "Mckennie" → "McKennie": Transfermarkt's casing lower-cases the letter after "Mc". */
export function fixMcCasing(name: string): string {
  return name.replace(
    /(^|[\s-])Mc(\p{Ll})/gu,
    (_, sep: string, letter: string) => `${sep}Mc${letter.toUpperCase()}`,
  );
}
