import type { QuestionCard } from '@goalguessr/game-core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { nationColours } from './nation-colours';
import { flagUrl } from './nation-flag';
import { useNationName } from './nation-name';
import './question-card.css';

/** The latest known shirt number of the player's World Cups. */
function latestShirtNumber(card: QuestionCard): number | null {
  const numbers = card.worldCups.filter((w) => w.number !== null).sort((a, b) => b.year - a.year);
  return numbers[0]?.number ?? null;
}

/**
 * The player as a faceless silhouette in the national shirt (never a photo): head and shoulders, primary kit
 * colour, secondary collar and sleeve trim, shirt number on the chest.
 */
function Silhouette({ card, label }: { card: QuestionCard; label: string }) {
  const [primary, secondary] = nationColours(card.nation ?? '');
  const number = latestShirtNumber(card);
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

/** The scouting card of a question: every fact the server sent, never the name. */
export function ScoutingCard({ card }: { card: QuestionCard }) {
  const { t } = useTranslation();
  const nationName = useNationName();
  const [flag, setFlag] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void flagUrl(card.flag).then((url) => {
      if (live) setFlag(url);
    });
    return () => {
      live = false;
    };
  }, [card.flag]);
  const nation = card.nation === null ? t('match.card.unknown') : nationName(card.nation, card.flag);
  const number = latestShirtNumber(card);
  const cups = [...card.worldCups].sort((a, b) => a.year - b.year);
  return (
    <section className="gg-scout" aria-label={t('match.card.label')}>
      <div className="gg-scout__art">
        <Silhouette card={card} label={t('match.card.silhouette', { nation })} />
      </div>
      <dl className="gg-scout__facts">
        <div className="gg-scout__fact gg-scout__fact--wide">
          <dt>{t('match.card.nation')}</dt>
          <dd className="gg-scout__nation">
            {flag !== null ? (
              <img src={flag} alt="" width={28} height={21} className="gg-scout__flag" />
            ) : card.nation !== null && card.flag === null ? (
              // A defunct state with no flag: a plain badge of its code stands in.
              <span className="gg-scout__badge" aria-hidden="true">
                {card.nation}
              </span>
            ) : null}
            <span>{nation}</span>
          </dd>
        </div>
        <div className="gg-scout__fact">
          <dt>{t('match.card.position')}</dt>
          <dd>{t(`match.card.positions.${card.position}`)}</dd>
        </div>
        <div className="gg-scout__fact">
          <dt>{t('match.card.shirtNumber')}</dt>
          <dd>{number ?? t('match.card.unknown')}</dd>
        </div>
        <div className="gg-scout__fact">
          <dt>{t('match.card.born')}</dt>
          <dd>{card.birthYear}</dd>
        </div>
        {card.heightCm !== null ? (
          <div className="gg-scout__fact">
            <dt>{t('match.card.height')}</dt>
            <dd>{t('match.card.heightValue', { cm: card.heightCm })}</dd>
          </div>
        ) : null}
        {card.foot !== null ? (
          <div className="gg-scout__fact">
            <dt>{t('match.card.foot')}</dt>
            <dd>{t(`match.card.feet.${card.foot}`)}</dd>
          </div>
        ) : null}
        <div className="gg-scout__fact gg-scout__fact--wide">
          <dt>{t('match.card.worldCups')}</dt>
          <dd>
            <ul className="gg-scout__cups">
              {cups.map((cup) => (
                <li key={cup.year}>
                  <strong>{cup.year}</strong>
                  {' · '}
                  {cup.club ?? t('match.card.clubUnknown')}
                  {cup.number !== null ? ` · #${cup.number}` : ''}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  );
}
