import {
  allClues,
  CLUE_STAGES,
  type CareerStep,
  type Clue,
  type ClueStage,
  type QuestionCard,
} from '@goalguessr/game-core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useNow } from '../../lib/use-now';
import { nationColours } from './nation-colours';
import { flagUrl } from './nation-flag';
import { useNationName } from './nation-name';
import './play.css';

function find<K extends Clue['kind']>(
  clues: readonly Clue[],
  kind: K,
): Extract<Clue, { kind: K }> | undefined {
  return clues.find((c): c is Extract<Clue, { kind: K }> => c.kind === kind);
}

/**
 * The player as a faceless silhouette (never a photo): neutral until the nation is out, then in the national
 * colours; the latest shirt number on the chest once the numbers are out.
 */
function Silhouette({
  nation,
  number,
  label,
}: {
  nation: string | null;
  number: number | null;
  label: string;
}) {
  const [primary, secondary] = nation === null ? NEUTRAL_KIT : nationColours(nation);
  const gradient = useId();
  return (
    <svg className="gg-silhouette" viewBox="0 0 120 120" role="img" aria-label={label}>
      <defs>
        <radialGradient id={gradient} cx="50%" cy="35%" r="70%">
          <stop offset="0%" stopColor="#ffffff" stopOpacity="0.35" />
          <stop offset="100%" stopColor="#ffffff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="60" cy="60" r="58" fill={`url(#${gradient})`} />
      <path
        d="M18 120 Q20 84 44 78 L76 78 Q100 84 102 120 Z"
        fill={primary}
        stroke="#0b1a12"
        strokeWidth="2"
      />
      <path d="M18 120 Q19 98 28 88 L34 120 Z" fill={secondary} opacity="0.9" />
      <path d="M102 120 Q101 98 92 88 L86 120 Z" fill={secondary} opacity="0.9" />
      <path d="M48 78 L60 92 L72 78" fill="none" stroke={secondary} strokeWidth="5" strokeLinejoin="round" />
      <rect x="52" y="62" width="16" height="18" rx="4" fill="#1d2a23" />
      <ellipse cx="60" cy="44" rx="21" ry="25" fill="#1d2a23" />
      <text
        x="60"
        y="112"
        textAnchor="middle"
        fontSize="18"
        fontWeight="800"
        fill="#ffffff"
        stroke="#0b1a12"
        strokeWidth="2.5"
        paintOrder="stroke"
        fontFamily="system-ui, sans-serif"
      >
        {number ?? '?'}
      </text>
    </svg>
  );
}

/** A shirt with no nation yet: grey, so the colours give nothing away before the nation clue. */
const NEUTRAL_KIT: readonly [string, string] = ['#5b6b62', '#8fa197'];

/** The label of each stage that may still be hidden (the profile is always out). */
const STAGE_LABEL_KEYS = {
  world_cups: 'match.card.worldCups',
  clubs: 'match.card.clubs',
  numbers: 'match.card.numbersStage',
  nation: 'match.card.nation',
} as const satisfies Record<Exclude<ClueStage, 'profile'>, string>;

/** The flag of a nation clue, loaded on demand; null until loaded (or when there is none). */
function useFlag(flagCode: string | null): string | null {
  // The loaded flag with the code it is for, so a previous card's flag never shows on this one.
  const [loaded, setLoaded] = useState<{ code: string; url: string | null } | null>(null);
  useEffect(() => {
    if (flagCode === null) return;
    let live = true;
    void flagUrl(flagCode).then((url) => {
      if (live) setLoaded({ code: flagCode, url });
    });
    return () => {
      live = false;
    };
  }, [flagCode]);
  return loaded !== null && loaded.code === flagCode ? loaded.url : null;
}

/**
 * The scouting card built from the clues out so far (game-core `cluesByStage`; the duel gets them from the
 * server one stage at a time), the same in every mode. Compact so it fits the fixed card area of a phone: the
 * silhouette beside the profile, then one row per later stage that is out (World Cups with their clubs and
 * shirt numbers, the nation), and a strip with a dot per stage (the hidden ones named for screen readers), the
 * countdown to the next one and, where the player may ask for it, "Show the next clue". `stagesOut` is how many
 * stages of CLUE_STAGES the clues cover; `nextClueAtMs` (this device's clock) when the next one is due, null
 * when none is.
 */
export function ClueCard({
  clues,
  stagesOut,
  nextClueAtMs,
  live = false,
  onNextClue,
  nextClueDisabled = false,
}: {
  clues: readonly Clue[];
  stagesOut: number;
  nextClueAtMs: number | null;
  /** clues arrive while the card is on screen: each new fact fades in as it comes */
  live?: boolean;
  /** the player may ask for the next clue (solo modes, the Daily card) */
  onNextClue?: () => void;
  nextClueDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const nationName = useNationName();
  const now = useNow(250, nextClueAtMs !== null);
  const nationClue = find(clues, 'nation');
  const flag = useFlag(nationClue?.flag ?? null);
  const position = find(clues, 'position');
  const born = find(clues, 'born');
  const era = find(clues, 'era');
  const height = find(clues, 'height');
  const foot = find(clues, 'foot');
  const cups = find(clues, 'world_cups');
  const clubs = find(clues, 'clubs');
  const career = find(clues, 'career');
  const numbers = find(clues, 'numbers');
  const latestNumber = numbers?.numbers[numbers.numbers.length - 1]?.number ?? null;
  const nation =
    nationClue === undefined
      ? null
      : nationClue.nation === null
        ? t('match.card.nationHidden')
        : nationName(nationClue.nation, nationClue.flag);
  const out = Math.max(1, Math.min(CLUE_STAGES.length, stagesOut));
  const hidden = CLUE_STAGES.slice(out) as Exclude<ClueStage, 'profile'>[];
  const secondsToNext = nextClueAtMs === null ? null : Math.max(0, Math.ceil((nextClueAtMs - now) / 1000));
  // [label, value, class]: the birth decade (1980–1989) that opens the card takes the profile's whole row, or it
  // wraps at the dash beside a long position on a small phone (ミッドフィールダー leaves it 61 px at 360 px)
  const profile: [string, string, string?][] = [];
  if (position !== undefined)
    profile.push([t('match.card.position'), t(`match.card.positions.${position.position}`)]);
  // The era (1985–1989) opens the card; the exact year comes with the shirt numbers.
  if (born !== undefined) profile.push([t('match.card.born'), String(born.birthYear)]);
  else if (era !== undefined)
    profile.push([t('match.card.born'), `${era.from}–${era.to}`, 'gg-scout__fact--era']);
  if (height !== undefined)
    profile.push([t('match.card.height'), t('match.card.heightValue', { cm: height.heightCm })]);
  if (foot !== undefined) profile.push([t('match.card.foot'), t(`match.card.feet.${foot.foot}`)]);
  return (
    <section className={`gg-scout${live ? ' gg-scout--live' : ''}`} aria-label={t('match.card.label')}>
      <div className="gg-scout__head">
        <div className="gg-scout__art">
          <Silhouette
            nation={nationClue?.nation ?? null}
            number={latestNumber}
            label={t('match.card.silhouette', { nation: nation ?? t('match.card.hidden') })}
          />
        </div>
        <dl className="gg-scout__profile">
          {profile.map(([label, value, extra]) => (
            <div key={label} className={`gg-scout__fact${extra === undefined ? '' : ` ${extra}`}`}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {cups !== undefined || career !== undefined || nation !== null ? (
        <dl className="gg-scout__stages">
          {cups !== undefined ? (
            <div className="gg-scout__fact gg-scout__fact--wide" data-clue-stage="world_cups">
              <dt>{t('match.card.worldCups')}</dt>
              <dd>
                {cups.years.length === 0 ? t('match.card.noWorldCup') : null}
                <ul className="gg-scout__cups">
                  {cups.years.map((year) => {
                    const club = clubs?.clubs.find((c) => c.year === year)?.club;
                    const number = numbers?.numbers.find((n) => n.year === year)?.number;
                    return (
                      <li key={year}>
                        <strong>{year}</strong>
                        {club !== undefined ? ` · ${club}` : ''}
                        {number !== undefined ? ` · #${number}` : ''}
                      </li>
                    );
                  })}
                </ul>
              </dd>
            </div>
          ) : null}
          {career !== undefined ? (
            <div className="gg-scout__fact gg-scout__fact--wide" data-clue-stage="clubs">
              <dt>{t('match.card.career')}</dt>
              <dd>
                <CareerPath clubs={career.clubs} />
              </dd>
            </div>
          ) : null}
          {nation !== null ? (
            <div className="gg-scout__fact gg-scout__fact--wide" data-clue-stage="nation">
              <dt>{t('match.card.nation')}</dt>
              <dd className="gg-scout__nation">
                {flag !== null ? (
                  <img src={flag} alt="" width={24} height={18} className="gg-scout__flag" />
                ) : nationClue !== undefined && nationClue.nation !== null && nationClue.flag === null ? (
                  // A defunct state with no flag: a plain badge of its code stands in.
                  <span className="gg-scout__badge" aria-hidden="true">
                    {nationClue.nation}
                  </span>
                ) : null}
                <span>{nation}</span>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className="gg-scout__strip">
        <ol
          className="gg-scout__dots"
          aria-label={t('match.card.cluesOut', { out, total: CLUE_STAGES.length })}
        >
          {CLUE_STAGES.map((stage, i) =>
            i < out ? (
              <li key={stage} className="gg-scout__dot gg-scout__dot--out" aria-hidden="true" />
            ) : (
              <li
                key={stage}
                className="gg-scout__dot gg-scout__fact--hidden"
                data-clue-stage={stage}
                title={t(STAGE_LABEL_KEYS[stage as Exclude<ClueStage, 'profile'>])}
              >
                <span className="gg-visually-hidden">
                  {t(STAGE_LABEL_KEYS[stage as Exclude<ClueStage, 'profile'>])}: {t('match.card.hidden')}
                </span>
              </li>
            ),
          )}
        </ol>
        <span className="gg-scout__next">
          {secondsToNext !== null && hidden.length > 0
            ? t('match.card.nextClue', { seconds: secondsToNext })
            : ''}
        </span>
        {onNextClue !== undefined ? (
          // Kept in place once every clue is out (disabled), so nothing under it moves.
          <button
            type="button"
            className="gg-button gg-button--ghost gg-scout__ask"
            disabled={nextClueDisabled || hidden.length === 0}
            aria-label={t('solo.askClue')}
            onClick={onNextClue}
          >
            {t('play.nextClueShort')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** A career path in order: "Auxerre → Manchester United (1992)". */
export function CareerPath({ clubs }: { clubs: readonly CareerStep[] }) {
  return (
    <ol className="gg-scout__career">
      {clubs.map((step, i) => (
        <li key={`${i}-${step.club}`}>
          {step.club}
          {step.from !== null ? ` (${step.from})` : ''}
        </li>
      ))}
    </ol>
  );
}

/** A whole scouting card, every clue out (the reveal after the round): never the name. */
export function ScoutingCard({ card }: { card: QuestionCard }) {
  return <ClueCard clues={allClues(card)} stagesOut={CLUE_STAGES.length} nextClueAtMs={null} />;
}
