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
import './question-card.css';

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

/**
 * The scouting card built from the clues out so far (game-core `cluesByStage`; the duel gets them from the
 * server one stage at a time): the facts that are out, then a "Hidden" row for every stage still to come, the
 * first with a countdown to its arrival. `stagesOut` is how many stages of CLUE_STAGES the clues cover;
 * `nextClueAtMs` (this device's clock) when the next one is due, null when none is.
 */
export function ClueCard({
  clues,
  stagesOut,
  nextClueAtMs,
  live = false,
}: {
  clues: readonly Clue[];
  stagesOut: number;
  nextClueAtMs: number | null;
  /** clues arrive while the card is on screen (the duel): each new fact fades in as it comes */
  live?: boolean;
}) {
  const { t } = useTranslation();
  const nationName = useNationName();
  const now = useNow(250, nextClueAtMs !== null);
  const nationClue = find(clues, 'nation');
  const flagCode = nationClue?.flag ?? null;
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
  const flag = loaded !== null && loaded.code === flagCode ? loaded.url : null;
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
  const hidden = CLUE_STAGES.slice(Math.max(1, stagesOut)) as Exclude<ClueStage, 'profile'>[];
  const secondsToNext = nextClueAtMs === null ? null : Math.max(0, Math.ceil((nextClueAtMs - now) / 1000));
  return (
    <section className={`gg-scout${live ? ' gg-scout--live' : ''}`} aria-label={t('match.card.label')}>
      <div className="gg-scout__art">
        <Silhouette
          nation={nationClue?.nation ?? null}
          number={latestNumber}
          label={t('match.card.silhouette', { nation: nation ?? t('match.card.hidden') })}
        />
      </div>
      <dl className="gg-scout__facts">
        {nation !== null ? (
          <div className="gg-scout__fact gg-scout__fact--wide" data-clue-stage="nation">
            <dt>{t('match.card.nation')}</dt>
            <dd className="gg-scout__nation">
              {flag !== null ? (
                <img src={flag} alt="" width={28} height={21} className="gg-scout__flag" />
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
        {position !== undefined ? (
          <div className="gg-scout__fact">
            <dt>{t('match.card.position')}</dt>
            <dd>{t(`match.card.positions.${position.position}`)}</dd>
          </div>
        ) : null}
        {latestNumber !== null ? (
          <div className="gg-scout__fact" data-clue-stage="numbers">
            <dt>{t('match.card.shirtNumber')}</dt>
            <dd>{latestNumber}</dd>
          </div>
        ) : null}
        {born !== undefined || era !== undefined ? (
          <div className="gg-scout__fact">
            <dt>{t('match.card.born')}</dt>
            {/* the era (1985–1989) opens the card; the exact year comes with the shirt numbers */}
            <dd>{born !== undefined ? born.birthYear : `${era?.from ?? ''}–${era?.to ?? ''}`}</dd>
          </div>
        ) : null}
        {height !== undefined ? (
          <div className="gg-scout__fact">
            <dt>{t('match.card.height')}</dt>
            <dd>{t('match.card.heightValue', { cm: height.heightCm })}</dd>
          </div>
        ) : null}
        {foot !== undefined ? (
          <div className="gg-scout__fact">
            <dt>{t('match.card.foot')}</dt>
            <dd>{t(`match.card.feet.${foot.foot}`)}</dd>
          </div>
        ) : null}
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
        {hidden.map((stage, i) => (
          <div key={stage} className="gg-scout__fact gg-scout__fact--hidden" data-clue-stage={stage}>
            <dt>{t(STAGE_LABEL_KEYS[stage])}</dt>
            <dd>
              {t('match.card.hidden')}
              {i === 0 && secondsToNext !== null ? (
                <span className="gg-scout__next">
                  {' '}
                  · {t('match.card.nextClue', { seconds: secondsToNext })}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
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

/** A whole scouting card, every clue out (the solo modes): never the name. */
export function ScoutingCard({ card }: { card: QuestionCard }) {
  return <ClueCard clues={allClues(card)} stagesOut={CLUE_STAGES.length} nextClueAtMs={null} />;
}
