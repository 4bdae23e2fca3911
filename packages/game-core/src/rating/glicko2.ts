import {
  RATING_DEFAULT,
  RATING_DEFAULT_RD,
  RATING_DEFAULT_VOLATILITY,
  RATING_MAX,
  RATING_MIN,
  RATING_MIN_RD,
  RATING_PROVISIONAL_RD,
  RATING_TAU,
  TOURNAMENT_IDS,
  type TournamentId,
} from '../constants';

/** A Glicko-2 rating on the familiar Glicko scale: rating (1500 = new), deviation RD, volatility σ. */
export interface Rating {
  rating: number;
  rd: number;
  volatility: number;
}

/** One opponent met in a rating period and the score against them: 1 win, 0.5 draw, 0 loss. */
export interface RatedGame {
  opponent: { rating: number; rd: number };
  score: 0 | 0.5 | 1;
}

/** One rating per tournament: the Rookie Cup and the Legendary League test different knowledge. */
export type TournamentRatings = Record<TournamentId, Rating>;

/** Glickman's scale factor between the Glicko and Glicko-2 scales (400 / ln 10). */
const SCALE = 173.7178;
/** Convergence tolerance of the volatility iteration (Glickman's ε). */
const EPSILON = 0.000001;

/** The rating of a new player: 1500 / 350 / 0.06 (Glickman's defaults). */
export function defaultRating(): Rating {
  return { rating: RATING_DEFAULT, rd: RATING_DEFAULT_RD, volatility: RATING_DEFAULT_VOLATILITY };
}

/** A new player's ratings: the default in every tournament. */
export function defaultTournamentRatings(): TournamentRatings {
  return Object.fromEntries(TOURNAMENT_IDS.map((id) => [id, defaultRating()])) as TournamentRatings;
}

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number): number => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** Step 5 of Glickman's paper: the new volatility, by the Illinois variant of regula falsi. */
function newVolatility(phi: number, sigma: number, delta: number, v: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  // The function is monotone and the bracket shrinks geometrically; 100 steps is far beyond what ε needs.
  for (let i = 0; i < 100 && Math.abs(B - A) > EPSILON; i++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/**
 * Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013): the player's rating after one rating period with
 * these games. With no games only the deviation grows (by the volatility). Pure and exact to the paper; the
 * published example (1500/200/0.06 against 1400/30 win, 1550/100 loss, 1700/300 loss, τ 0.5) gives
 * 1464.06 / 151.52 / 0.05999. `tau` defaults to RATING_TAU.
 */
export function glicko2Update(player: Rating, games: readonly RatedGame[], tau: number = RATING_TAU): Rating {
  const mu = (player.rating - RATING_DEFAULT) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.volatility;
  if (games.length === 0) {
    return { ...player, rd: Math.sqrt(phi * phi + sigma * sigma) * SCALE };
  }
  let vInverse = 0;
  let sum = 0;
  for (const game of games) {
    const muJ = (game.opponent.rating - RATING_DEFAULT) / SCALE;
    const phiJ = game.opponent.rd / SCALE;
    const gJ = g(phiJ);
    const e = expected(mu, muJ, phiJ);
    vInverse += gJ * gJ * e * (1 - e);
    sum += gJ * (game.score - e);
  }
  const v = 1 / vInverse;
  const delta = v * sum;
  const sigmaNew = newVolatility(phi, sigma, delta, v, tau);
  const phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + RATING_DEFAULT, rd: phiNew * SCALE, volatility: sigmaNew };
}

/** The score of a match outcome for Glicko-2. */
export function outcomeScore(outcome: 'win' | 'lose' | 'draw'): 0 | 0.5 | 1 {
  return outcome === 'win' ? 1 : outcome === 'draw' ? 0.5 : 0;
}

/** Whether a value is a usable rating: finite numbers within our bounds (rating, RD) and a positive volatility. */
export function isRating(value: unknown): value is Rating {
  if (typeof value !== 'object' || value === null) return false;
  const { rating, rd, volatility } = value as Record<string, unknown>;
  return (
    typeof rating === 'number' &&
    Number.isFinite(rating) &&
    rating >= RATING_MIN &&
    rating <= RATING_MAX &&
    typeof rd === 'number' &&
    Number.isFinite(rd) &&
    rd >= RATING_MIN_RD &&
    rd <= RATING_DEFAULT_RD &&
    typeof volatility === 'number' &&
    Number.isFinite(volatility) &&
    volatility > 0 &&
    volatility < 1
  );
}

/** Clamps a rating into our bounds: rating RATING_MIN…RATING_MAX, RD RATING_MIN_RD…RATING_DEFAULT_RD. */
export function clampRating(r: Rating): Rating {
  return {
    rating: Math.min(RATING_MAX, Math.max(RATING_MIN, r.rating)),
    rd: Math.min(RATING_DEFAULT_RD, Math.max(RATING_MIN_RD, r.rd)),
    volatility: r.volatility,
  };
}

/**
 * A player's rating in one tournament after one match (each match is its own rating period, as on lichess), clamped
 * into our bounds. The opponent is whoever the server named: a person's sent rating, or the bot's rating.
 */
export function rateMatch(
  player: Rating,
  opponent: { rating: number; rd: number },
  outcome: 'win' | 'lose' | 'draw',
): Rating {
  const safeOpponent = clampRating({ ...opponent, volatility: RATING_DEFAULT_VOLATILITY });
  return clampRating(glicko2Update(player, [{ opponent: safeOpponent, score: outcomeScore(outcome) }]));
}

/** A tournament's ratings with one tournament's rating replaced by its value after a match. */
export function rateTournamentMatch(
  ratings: TournamentRatings,
  tournamentId: TournamentId,
  opponent: { rating: number; rd: number },
  outcome: 'win' | 'lose' | 'draw',
): TournamentRatings {
  return { ...ratings, [tournamentId]: rateMatch(ratings[tournamentId], opponent, outcome) };
}

/**
 * How a rating is shown: whole rating, ± twice the deviation (about 95 % confidence), and provisional while the
 * deviation is above RATING_PROVISIONAL_RD (a new player's 1500 says little).
 */
export function ratingDisplay(r: Rating): { rating: number; plusMinus: number; provisional: boolean } {
  return {
    rating: Math.round(r.rating),
    plusMinus: Math.round(2 * r.rd),
    provisional: r.rd > RATING_PROVISIONAL_RD,
  };
}

/** The record's rating in one tournament after a match against an opponent of this rating. */
export function rateRecordMatch<R extends { ratings: TournamentRatings }>(
  record: R,
  tournamentId: TournamentId,
  opponent: { rating: number; rd: number },
  outcome: 'win' | 'lose' | 'draw',
): R {
  return { ...record, ratings: rateTournamentMatch(record.ratings, tournamentId, opponent, outcome) };
}
