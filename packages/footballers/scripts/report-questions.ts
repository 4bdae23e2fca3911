/**
 * npm run report:questions -w packages/footballers [-- --matches 2000]
 *
 * Per tier, over the cards of `--matches` generated matches (2,000 = 10,000 cards by default, recent answers
 * excluded as a regular player's are):
 * - the lookup client (src/lookup.ts): the share of cards where the public dataset leaves exactly one option at
 *   the opening stage, by stage 2, and never (goals 10 % / 40 % / 1 %, issue 23);
 * - the flag-only and most-famous-name solvers (chance 25 %), and how often the last stage (the nation) tells a
 *   wrong option apart;
 * - the tier's size, its top nations' shares, the ten most and least famous answers, the cards with a club;
 * and for the whole dataset: clubs spelled two ways, display names two players share, the file's size.
 * Exits 1 when a goal is missed.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { CLUE_STAGES, createQuestionBank, TOURNAMENTS, TOURNAMENT_IDS } from '@goalguessr/game-core';
import { DISTINCT_CLUBS } from '../src/clubs';
import { cardClubs, clubSpellingGroups, sharedDisplayNames, tierFigures } from '../src/dataset-report';
import { loadPlayers, PLAYERS_JSON_URL } from '../src/index';
import { createLookupClient, LOOKUP_GOALS, lookupFigures, openingAccuracyWithTier } from '../src/lookup';
import { measureQuestions, playTier, REPORT_MATCHES_PER_TIER, SOLVER_LIMITS } from '../src/solvers';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const matches = Number(arg('matches') ?? REPORT_MATCHES_PER_TIER);
const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;

const players = loadPlayers();
const raw = readFileSync(PLAYERS_JSON_URL);
console.log(
  `${players.length} players · players.json ${kb(raw.length)} raw, ${kb(gzipSync(raw, { level: 9 }).length)} gzip`,
);
console.log(`${matches} matches per tier (${matches * 5} cards), recent answers excluded`);
console.log(
  `goals: one option left at the opening stage ≤ ${pct(LOOKUP_GOALS.openingStage)}, by stage 2 ≤ ${pct(LOOKUP_GOALS.byStage2)}, never ≤ ${pct(LOOKUP_GOALS.never)}; most-famous name ≤ ${pct(SOLVER_LIMITS.mostFamous)}; flag-only ≤ ${pct(SOLVER_LIMITS.flagOnly)} (chance 25 %)`,
);
console.log(`stages: ${CLUE_STAGES.join(' → ')}`);

const bank = createQuestionBank(players);
const lookup = createLookupClient(players);
let failed = false;
const flag = (over: boolean): string => {
  failed ||= over;
  return over ? ' ← MISSED' : '';
};
for (const tier of TOURNAMENT_IDS) {
  const questions = playTier(bank, tier, matches);
  const solvers = measureQuestions(players, tier, questions);
  const look = lookupFigures(lookup, questions);
  const t = tierFigures(players, tier);
  console.log(`\n── ${TOURNAMENTS[tier].name} (${tier}) ──`);
  console.log(`cards ${look.cards}`);
  console.log(
    `lookup client, one option left: opening stage ${pct(look.settledBy[0] ?? 0)}${flag((look.settledBy[0] ?? 0) > LOOKUP_GOALS.openingStage)} · by stage 2 ${pct(look.settledBy[1] ?? 0)}${flag((look.settledBy[1] ?? 0) > LOOKUP_GOALS.byStage2)} · by stage 3 ${pct(look.settledBy[2] ?? 0)} · by stage 4 ${pct(look.settledBy[3] ?? 0)} · with every clue ${pct(look.settledBy[4] ?? 0)} · never ${pct(look.never)}${flag(look.never > LOOKUP_GOALS.never)}${look.noneFit > 0 ? ` · no option fits ${pct(look.noneFit)} ← BUG` : ''}`,
  );
  failed ||= look.noneFit > 0;
  console.log(
    `lookup client's accuracy answering at each stage (at random among the options that fit): ${look.accuracyAt.map((a) => pct(a)).join(' · ')}${flag((look.accuracyAt[0] ?? 0) > LOOKUP_GOALS.openingAccuracy)}`,
  );
  const sharper = openingAccuracyWithTier(lookup, players, tier, questions);
  console.log(
    `sharper clients at the opening stage (no goal): the fitting options of the match's tier ${pct(sharper.withTier)} · then the least famous of them ${pct(sharper.withTierAndFame)}`,
  );
  console.log(
    `solvers: flag-only ${pct(solvers.flagOnly)}${flag(solvers.flagOnly > SOLVER_LIMITS.flagOnly)} · most-famous name ${pct(solvers.mostFamous)}${flag(solvers.mostFamous > SOLVER_LIMITS.mostFamous)} · (least-famous ${pct(solvers.leastFamous)}) · tier-only ${pct(solvers.tierOnly)}`,
  );
  console.log(
    `last stage (nation): a wrong option of another nation on ${pct(solvers.otherNation)} of cards · nation hidden on ${pct(solvers.nationHidden)} · the lookup client's options shrink at the last stage on ${pct(look.lastStageRulesOut)}`,
  );
  console.log(
    `tier size ${t.size} · top nations ${t.nations
      .slice(0, 5)
      .map((n) => `${n.nation} ${pct(n.share)}`)
      .join(
        ', ',
      )} · cards with a club ${t.withClub} (${pct(t.withClub / Math.max(1, t.size))}) · without a World Cup ${t.withoutWorldCup} · facts per card min ${solvers.facts.min}, median ${solvers.facts.median}, mean ${solvers.facts.mean.toFixed(1)}`,
  );
  console.log(`most famous: ${t.mostFamous.map((p) => `${p.name} (${p.fame})`).join(', ')}`);
  console.log(`least famous: ${t.leastFamous.map((p) => `${p.name} (${p.fame})`).join(', ')}`);
}

const groups = clubSpellingGroups(players.flatMap(cardClubs), DISTINCT_CLUBS);
console.log(
  `\nclubs spelled more than one way: ${groups.length}${groups.length > 0 ? ' ← MISSED (goal 0)' : ''}`,
);
for (const g of groups) console.log(`  ${g.join(' | ')}`);
failed ||= groups.length > 0;
const shared = sharedDisplayNames(players);
console.log(`display names two or more players share: ${shared.size}`);
for (const [name, n] of shared) console.log(`  ${name} ×${n}`);
if (failed) process.exitCode = 1;
