/**
 * Name normalisation shared by the build script (joins across sources) and the data checks (duplicate persons).
 */

/** Letters that Unicode NFD does not split into a base letter plus a combining mark. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ı: 'i',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ß: 'ss',
  þ: 'th',
  Þ: 'TH',
};

/** The name with diacritics removed, keeping case, spaces and punctuation ("Luka Modrić" → "Luka Modric"). */
export function stripDiacritics(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øØłŁđĐðÐıæÆœŒßþÞ]/g, (ch) => SPECIAL_LETTERS[ch] ?? ch);
}

/**
 * The join key of a name: no diacritics, lower case, every run of non-letters turned into one space, and the
 * suffix "jr" spelled "junior" ("VINICIUS JR" and "Vinícius Júnior" both give "vinicius junior").
 */
export function normalizeName(name: string): string {
  return stripDiacritics(name)
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .split(' ')
    .map((token) => (token === 'jr' ? 'junior' : token))
    .join(' ');
}

/** The tokens of the normalised name. */
export function nameTokens(name: string): string[] {
  const normalized = normalizeName(name);
  return normalized === '' ? [] : normalized.split(' ');
}

/**
 * Whether two spellings can name the same person: equal once normalised, equal without spaces ("Ngolo" and
 * "N'Golo"), or the tokens of one are all in the other ("NEYMAR" and "Neymar Jr"). Callers pair this with an
 * equal birth date; on its own it is far too loose.
 */
export function namesCompatible(a: string, b: string): boolean {
  const na = normalizeName(a);
  const nb = normalizeName(b);
  if (na === '' || nb === '') return false;
  if (na === nb || na.replace(/ /g, '') === nb.replace(/ /g, '')) return true;
  const ta = new Set(na.split(' '));
  const tb = new Set(nb.split(' '));
  const [small, large] = ta.size <= tb.size ? [ta, tb] : [tb, ta];
  for (const token of small) if (!large.has(token)) return false;
  return true;
}

/** A URL-safe slug of a display name ("Luka Modrić" → "luka-modric"). */
export function slugify(name: string): string {
  return normalizeName(name).replace(/ /g, '-');
}
