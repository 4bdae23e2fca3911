import { Profanity, profaneWords } from '@2toad/profanity';

/**
 * Usernames shown publicly (the leaderboard) pass a maintained profanity filter, @2toad/profanity, with every
 * language it ships (12 of our 13: Turkish and Ukrainian have no list there). It matches whole words, so that
 * footballers' and towns' names that merely contain a rude word stay readable (Arsenal, Dickson, Hancock,
 * Scunthorpe, Matsushita, Titan): a username is split into words at case changes and separators first
 * ("FuckYou" → "Fuck You"), and a few roots no real name contains are also refused inside a word ("Fuckboy").
 */
const LANGUAGES = ['ar', 'de', 'en', 'es', 'fr', 'hi', 'it', 'ja', 'ko', 'pt', 'ru', 'zh'];
const filter = new Profanity({ languages: LANGUAGES, wholeWord: true });
/**
 * The lists hold entries of one or two characters ("b", "t", "no", "mo", "ya", "ku", "aw": abbreviations and
 * mistranslations) that hid ordinary names once split into words: "Mo Salah", "TeamB", "YaYa10", "NoLook".
 * No such entry is a word anyone is hurt by on its own, so they are left out.
 */
filter.removeWords(
  LANGUAGES.flatMap((language) => profaneWords.get(language) ?? []).filter((word) => [...word].length <= 2),
);

/** Roots refused anywhere in a name (after undoing digit-for-letter spellings); no ordinary name holds (not "cunt": Scunthorpe). */
const ROOTS_REFUSED_INSIDE_WORDS = [
  'fuck',
  'nigger',
  'nigga',
  'faggot',
  'whore',
  'bitch',
  'wank',
  'hitler',
  'nazi',
  'rapist',
  'porn',
  'dildo',
  'blowjob',
  'jizz',
  'motherf',
];

/** Digits and symbols people put for letters. */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** The username as words: split at lower→upper case changes and at separators (`_`, `.`, `-`). */
function asWords(username: string): string {
  return username
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim();
}

function checkPublicName(username: string): boolean {
  if (filter.exists(asWords(username)) || filter.exists(username)) return false;
  const folded = [...username.toLowerCase()].map((char) => LEET[char] ?? char).join('');
  return !ROOTS_REFUSED_INSIDE_WORDS.some((root) => folded.includes(root));
}

/**
 * How many recent answers are remembered: one per player of a full server (10,000, each joining again about once
 * a minute), with room. At 4,096 a full server's names pushed each other out before their next join, and the
 * filter ran for almost every join (~0.8 % of busy time at 10,000 players, issue 29). ~1 MB at most.
 */
export const PUBLIC_NAME_MEMORY = 16_384;
/** Recent answers, oldest first (a Map keeps insertion order). */
const recentAnswers = new Map<string, boolean>();

/**
 * Whether `username` may be shown publicly as it is. Every join asks (1 % of a join burst's CPU went to the
 * filter's regular expressions) and players join again with the same name match after match, so the answer
 * for the last PUBLIC_NAME_MEMORY names is remembered: the check is a pure function of the name.
 */
export function isPublicName(username: string): boolean {
  const known = recentAnswers.get(username);
  if (known !== undefined) return known;
  const answer = checkPublicName(username);
  if (recentAnswers.size >= PUBLIC_NAME_MEMORY) {
    recentAnswers.delete(recentAnswers.keys().next().value as string);
  }
  recentAnswers.set(username, answer);
  return answer;
}

/** How many answers are remembered now (for tests). */
export function rememberedPublicNames(): number {
  return recentAnswers.size;
}
