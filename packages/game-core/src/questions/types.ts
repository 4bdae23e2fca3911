import type { Tier } from '../constants';

export type Position = 'GK' | 'DF' | 'MF' | 'FW';

export interface WorldCupEntry {
  year: number;
  /** shirt number at that tournament, 1–99, null when unknown */
  number: number | null;
  /** club at the time of the tournament, null when unknown */
  club: string | null;
  /** the team at that tournament when it differs from the player's `nation` (Puskás: HUN 1954, ESP 1962) */
  nation?: string;
}

/** One club of a career path, in order. */
export interface CareerStep {
  club: string;
  /** the year he joined it; null for the first club on record (joined before the first move the sources list) */
  from: number | null;
}

/** One curated footballer (packages/footballers/data/players.json). */
export interface Footballer {
  /** stable id */
  id: string;
  /** display name with correct casing and diacritics */
  name: string;
  fullName?: string;
  aliases: string[];
  /** national team code, e.g. ARG, FRA, ENG, FRG */
  nation: string;
  /** flag-icons code (e.g. "ar", "gb-eng"), null when none exists (e.g. FRG uses "de" … or null) */
  flag: string | null;
  position: Position;
  /** YYYY-MM-DD */
  birthDate: string;
  worldCups: WorldCupEntry[];
  /**
   * clubs in the order he played for them, with the year he joined each (Wikidata transfers), where the sources
   * hold a path; absent otherwise
   */
  career?: CareerStep[];
  heightCm: number | null;
  foot: 'left' | 'right' | 'both' | null;
  caps: number | null;
  /** higher is more famous; see packages/footballers/README for the formula */
  fame: number;
  tier: Tier;
}

/** What a question card shows: true facts, never the name, initials or anything that spells the answer. */
export interface QuestionCard {
  /**
   * national team, or null when this question hides it (its wrong options come from other nations of the
   * region, so the flag alone would give the answer away)
   */
  nation: string | null;
  flag: string | null;
  position: Position;
  birthYear: number;
  worldCups: WorldCupEntry[];
  /** his career path, where the dataset holds one (clubs in order, the year he joined each) */
  career?: CareerStep[];
  heightCm: number | null;
  foot: 'left' | 'right' | 'both' | null;
}

export interface QuestionOption {
  /** footballer id */
  id: string;
  name: string;
}

/** What the reveal shows of each option after the round: enough to explain why a wrong pick was wrong. */
export interface OptionFacts {
  nation: string;
  flag: string | null;
  position: Position;
  birthYear: number;
}

export interface Question {
  card: QuestionCard;
  /** exactly OPTIONS_PER_QUESTION options */
  options: QuestionOption[];
  /** each option's nation, position and birth year, in option order (shown only once the round is closed) */
  optionFacts?: OptionFacts[];
  /** index into options of the correct answer; the server keeps it secret until the round closes */
  correctIndex: number;
  /** footballer id of the answer */
  answerId: string;
}
