import { TOURNAMENT_IDS, type TournamentId } from '@goalguessr/game-core';
import type { HeadToHeadEntry, LeaderboardEntry } from '@goalguessr/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { onRadioGroupKeyDown, radioTabIndex } from '../../lib/radio-group';
import { usePlayer } from '../../state/player-store';
import { SERVER_LEADERBOARD, useLeaderboard, type LeaderboardSource } from './use-leaderboard';
import './leaderboard.css';

const HOUR_MS = 60 * 60 * 1000;

/** A player's shown name: their public username, or "Player <tag>" where the filter hid it. */
function useEntryName(): (entry: { name: string | null; tag: string }) => string {
  const { t } = useTranslation();
  return (entry) => entry.name ?? t('leaderboard.anonymous', { tag: entry.tag });
}

function EntryRow({ entry, mine }: { entry: LeaderboardEntry; mine: boolean }) {
  const { t, i18n } = useTranslation();
  const nameOf = useEntryName();
  const number = (n: number): string => n.toLocaleString(i18n.language);
  const record = { wins: number(entry.wins), draws: number(entry.draws), losses: number(entry.losses) };
  return (
    <li className={mine ? 'gg-board__row is-me' : 'gg-board__row'} aria-current={mine ? 'true' : undefined}>
      <span className="gg-board__rank">{number(entry.rank)}</span>
      <span className="gg-board__name">
        {nameOf(entry)}
        {mine && <span className="gg-board__you"> · {t('leaderboard.you')}</span>}
      </span>
      <span className="gg-board__rating">
        {t(entry.provisional ? 'leaderboard.ratingProvisional' : 'leaderboard.rating', {
          // a rating reads as one figure (1700, not 1,700), in the language's digits
          rating: entry.rating.toLocaleString(i18n.language, { useGrouping: false }),
        })}
      </span>
      <span className="gg-board__record">{t('leaderboard.record', record)}</span>
    </li>
  );
}

function Board({
  entries,
  myRank,
  label,
}: {
  entries: readonly LeaderboardEntry[];
  myRank: number | null;
  label: string;
}) {
  return (
    <ol className="gg-board" aria-label={label}>
      {entries.map((entry) => (
        <EntryRow key={entry.rank} entry={entry} mine={entry.rank === myRank} />
      ))}
    </ol>
  );
}

function HeadToHead({ rows }: { rows: readonly HeadToHeadEntry[] }) {
  const { t, i18n } = useTranslation();
  const nameOf = useEntryName();
  const number = (n: number): string => n.toLocaleString(i18n.language);
  if (rows.length === 0) return <p className="gg-muted">{t('leaderboard.headToHeadEmpty')}</p>;
  return (
    <ul className="gg-board" aria-label={t('leaderboard.headToHead')}>
      {rows.map((row) => (
        <li key={`${row.tag}-${row.lastPlayedAtMs}`} className="gg-board__row gg-board__row--pair">
          <span className="gg-board__name">{nameOf(row)}</span>
          <span className="gg-board__record">
            {t('leaderboard.record', {
              wins: number(row.wins),
              draws: number(row.draws),
              losses: number(row.losses),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Leaderboard (issue 27): a tournament's weekly season as the server keeps it — the top 100, the player's own
 * rank with the players around it, last season's final top 3 and the head-to-head record with each friend played
 * by code. Loading, offline and error states each say what to do.
 */
export function LeaderboardScreen({
  initialTournament = 'rookie',
  source = SERVER_LEADERBOARD,
}: {
  initialTournament?: TournamentId;
  /** where the boards come from (tests give their own answers) */
  source?: LeaderboardSource;
}) {
  const { t, i18n } = useTranslation();
  const record = usePlayer();
  const [tournament, setTournament] = useState<TournamentId>(initialTournament);
  const { view, retry } = useLeaderboard(tournament, record.identity, source);
  const number = (n: number): string => n.toLocaleString(i18n.language);

  return (
    <>
      <div
        className="gg-segment gg-board__tournaments"
        role="radiogroup"
        aria-label={t('leaderboard.tournament')}
        onKeyDown={onRadioGroupKeyDown}
      >
        {TOURNAMENT_IDS.map((id, index) => (
          <button
            key={id}
            type="button"
            role="radio"
            aria-checked={tournament === id}
            tabIndex={radioTabIndex(tournament === id, index, true)}
            className={tournament === id ? 'gg-segment__item is-selected' : 'gg-segment__item'}
            onClick={() => setTournament(id)}
          >
            {t(`tournaments.${id}`)}
          </button>
        ))}
      </div>

      {view.status === 'loading' && (
        <p className="gg-notice gg-notice--info" role="status">
          {t('leaderboard.loading')}
        </p>
      )}

      {(view.status === 'offline' || view.status === 'error') && (
        // offline: the device has no network; error: the server did not answer
        <section className="gg-card" role="alert" aria-labelledby="gg-board-problem">
          <h2 id="gg-board-problem" className="gg-card__title">
            {t(`leaderboard.${view.status}Title`)}
          </h2>
          <p>{t(`leaderboard.${view.status}Body`)}</p>
          <button type="button" className="gg-button gg-button--primary gg-button--block" onClick={retry}>
            {t('leaderboard.retry')}
          </button>
        </section>
      )}

      {view.status === 'ready' &&
        (() => {
          const { board, me } = view;
          const standing = me?.standing ?? null;
          const leftMs = Math.max(0, board.season.endsAtMs - board.serverNowMs);
          const days = Math.floor(leftMs / (24 * HOUR_MS));
          const hours = Math.floor((leftMs % (24 * HOUR_MS)) / HOUR_MS);
          return (
            <>
              <section className="gg-card" aria-labelledby="gg-board-season">
                <h2 id="gg-board-season" className="gg-card__title">
                  {t('leaderboard.seasonTitle')}
                </h2>
                <p>{t('leaderboard.newSeasonIn', { days: number(days), hours: number(hours) })}</p>
                <p className="gg-muted">{t('leaderboard.rankedBy')}</p>
              </section>

              <section className="gg-card" aria-labelledby="gg-board-mine">
                <h2 id="gg-board-mine" className="gg-card__title">
                  {t('leaderboard.yourRankTitle')}
                </h2>
                {standing === null ? (
                  <p className="gg-muted">{t('leaderboard.notRanked')}</p>
                ) : (
                  <>
                    <p>
                      {t('leaderboard.yourRank', {
                        rank: number(standing.me.rank),
                        players: number(board.players),
                      })}
                    </p>
                    <Board
                      entries={standing.around}
                      myRank={standing.me.rank}
                      label={t('leaderboard.aroundYou')}
                    />
                  </>
                )}
              </section>

              <section className="gg-card" aria-labelledby="gg-board-top">
                <h2 id="gg-board-top" className="gg-card__title">
                  {t('leaderboard.topTitle')}
                </h2>
                {board.top.length === 0 ? (
                  <p className="gg-muted">{t('leaderboard.empty')}</p>
                ) : (
                  <Board
                    entries={board.top}
                    myRank={standing?.me.rank ?? null}
                    label={t('leaderboard.topTitle')}
                  />
                )}
              </section>

              <section className="gg-card" aria-labelledby="gg-board-last">
                <h2 id="gg-board-last" className="gg-card__title">
                  {t('leaderboard.lastSeasonTitle')}
                </h2>
                {board.previousSeason.top3.length === 0 ? (
                  <p className="gg-muted">{t('leaderboard.lastSeasonEmpty')}</p>
                ) : (
                  <Board
                    entries={board.previousSeason.top3}
                    myRank={null}
                    label={t('leaderboard.lastSeasonTitle')}
                  />
                )}
              </section>

              <section className="gg-card" aria-labelledby="gg-board-friends">
                <h2 id="gg-board-friends" className="gg-card__title">
                  {t('leaderboard.headToHead')}
                </h2>
                <HeadToHead rows={me?.headToHead ?? []} />
              </section>
            </>
          );
        })()}
    </>
  );
}
