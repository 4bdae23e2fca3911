import type { QuestionCard } from '@goalguessr/game-core';
import type { ResultPayload } from '@goalguessr/protocol';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { renderScreen } from '../../testing/render-screen';
import { INITIAL_MATCH_STATE } from './duel/duel-state';
import { useMatchStore } from './match-store';
import { nationColours } from '../../components/play/nation-colours';
import { MatchScreen } from './MatchScreen';
import { PauseMenu } from './PauseMenu';
import { ResultView } from './ResultView';
import { ScoutingCard } from '../../components/play/ClueCard';

afterEach(() => {
  cleanup();
  useMatchStore.setState(INITIAL_MATCH_STATE);
});

const card: QuestionCard = {
  nation: 'ARG',
  flag: 'ar',
  position: 'FW',
  birthYear: 1987,
  worldCups: [
    { year: 2006, number: 19, club: 'Barcelona' },
    { year: 2022, number: 10, club: 'Paris Saint-Germain' },
  ],
  heightCm: 170,
  foot: 'left',
};

describe('ScoutingCard', () => {
  it('shows every fact and a silhouette in the national colours, never a photo', async () => {
    const { view } = await renderScreen(<ScoutingCard card={card} />);
    expect(screen.getByText('Forward')).toBeInTheDocument();
    expect(screen.getByText('1987')).toBeInTheDocument();
    expect(screen.getByText('170 cm')).toBeInTheDocument();
    expect(screen.getByText('Left')).toBeInTheDocument();
    expect(screen.getByText(/Paris Saint-Germain/)).toBeInTheDocument();
    // The latest World Cup number is the shirt number.
    expect(screen.getAllByText('10').length).toBeGreaterThan(0);
    const silhouette = screen.getByRole('img', { name: /Silhouette in the colours of/ });
    expect(silhouette.tagName.toLowerCase()).toBe('svg');
    expect(silhouette.innerHTML).toContain(nationColours('ARG')[0]);
    expect(view.container.querySelectorAll('img:not([alt=""])')).toHaveLength(0);
  });

  it('gives unknown nations stable colours of their own', () => {
    expect(nationColours('XYZ')).toEqual(nationColours('XYZ'));
    expect(nationColours('XYZ')).not.toEqual(nationColours('QQQ'));
  });
});

describe('PauseMenu', () => {
  it('says the clock keeps running and asks before a forfeit', async () => {
    let exited = 0;
    await renderScreen(<PauseMenu onRestart={() => undefined} onExit={() => (exited += 1)} />);
    expect(screen.getByText('The match clock keeps running while this menu is open.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Exit' }).click();
    expect(exited).toBe(0);
    (await screen.findByRole('button', { name: 'Lose and exit' })).click();
    expect(exited).toBe(1);
  });
});

describe('PauseMenu switches', () => {
  it('sound, music and vibration are the app switches of Settings, and they save', async () => {
    const user = userEvent.setup();
    const harness = await renderScreen(<PauseMenu onRestart={() => undefined} onExit={() => undefined} />);
    expect(document.querySelector('.gg-pause input[type="checkbox"]')).toBeNull();
    const music = screen.getByRole('switch', { name: 'Music' });
    expect(music).toHaveClass('gg-switch');
    const before = harness.record().settings.musicEnabled;
    expect(music).toHaveAttribute('aria-checked', String(before));
    await user.click(music);
    expect(harness.record().settings.musicEnabled).toBe(!before);
    expect(screen.getByRole('switch', { name: 'Music' })).toHaveAttribute('aria-checked', String(!before));
    expect(screen.getAllByRole('switch')).toHaveLength(3);
  });
});

describe('ResultView', () => {
  it('shows the outcome, score, rewards and the round review with the correct names', async () => {
    const result: ResultPayload = {
      outcome: 'lose',
      reason: 'completed',
      forfeitedBy: null,
      tournament: 'rookie',
      me: { sessionId: 'me', username: 'Tester', isBot: false, correctCount: 1, points: 120 },
      opponent: { sessionId: 'bot', username: 'Robo', isBot: true, correctCount: 2, points: 230 },
      rounds: [
        {
          roundIndex: 0,
          correctToken: 'tokPele00001',
          correctName: 'Pelé',
          answerId: 'pele',
          options: [],
          clues: [],
          optionFacts: {},
          answers: [
            {
              sessionId: 'me',
              kind: 'answered',
              optionToken: 'tokZico00002',
              optionName: 'Zico',
              correct: false,
              points: 0,
              answerTimeMs: 3000,
              powerUpsUsed: [],
            },
            {
              sessionId: 'bot',
              kind: 'answered',
              optionToken: 'tokPele00001',
              optionName: 'Pelé',
              correct: true,
              points: 120,
              answerTimeMs: 2000,
              powerUpsUsed: [],
            },
          ],
        },
      ],
      totalRounds: 5,
      rewardCoins: 0,
      experience: 20,
    };
    useMatchStore.setState({ stage: 'result', result, rewards: { coins: 0, experience: 20 } });
    await renderScreen(<ResultView onPlayAgain={() => undefined} onHome={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'You lose' })).toBeInTheDocument();
    expect(screen.getByText('1 – 2')).toBeInTheDocument();
    expect(screen.getByText('+20 XP', { selector: '.gg-visually-hidden' })).toBeInTheDocument();
    expect(screen.getByText('Pelé')).toBeInTheDocument();
    expect(screen.getByText(/You: Zico/)).toBeInTheDocument();
    // The bot's English server name is worded by the client, in the player's language, from isBot and its tier.
    expect(screen.getByText(/Bot · Rookie: Pelé/)).toBeInTheDocument();
    expect(screen.queryByText(/Robo/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Play again' })).toBeInTheDocument();
  });
});

describe('bot name', () => {
  it('is worded in the player’s language from isBot and the tier, whatever name the server sent', async () => {
    const { playerDisplayName } = await import('./player-name');
    const { applyLanguage, i18next: i18n } = await import('../../i18n');
    await applyLanguage('ja');
    await applyLanguage('ru');
    await applyLanguage('en');
    const bot = { username: 'Bot · Rookie', isBot: true };
    const ru = i18n.getFixedT('ru');
    expect(playerDisplayName(bot, 'legendary', ru)).toBe('Бот · Легенда');
    expect(playerDisplayName(bot, 'rookie', i18n.getFixedT('ja'))).toBe('ボット・ルーキー');
    expect(playerDisplayName({ username: 'Zico', isBot: false }, 'rookie', ru)).toBe('Zico');
  });

  it('reads "Opponent" for a username the server hid, and the player’s own name to themselves', async () => {
    const { playerDisplayName } = await import('./player-name');
    const { applyLanguage, i18next: i18n } = await import('../../i18n');
    await applyLanguage('de');
    await applyLanguage('en');
    const hidden = { username: '', isBot: false };
    expect(playerDisplayName(hidden, 'rookie', i18n.getFixedT('en'))).toBe('Opponent');
    expect(playerDisplayName(hidden, 'rookie', i18n.getFixedT('de'))).toBe(
      i18n.getFixedT('de')('match.opponent'),
    );
    expect(i18n.getFixedT('de')('match.opponent')).not.toBe('Opponent');
    expect(playerDisplayName(hidden, 'rookie', i18n.getFixedT('en'), 'Kaka22')).toBe('Kaka22');
  });
});

describe('MatchScreen: a refused join', () => {
  const noop = () => undefined;
  it.each([
    ['rate_limited', 'Too many tries from your connection. Wait a moment, then try again.'],
    ['server_draining', 'The match server is restarting. Try again in a moment.'],
    ['server_unavailable', 'The match server cannot start new matches right now. Try again in a moment.'],
    ['protocol_mismatch', 'The match could not start.'],
  ] as const)('%s says why, and that the fee came back', async (code, why) => {
    useMatchStore.setState({ ...INITIAL_MATCH_STATE, stage: 'join_failed', joinFailure: code });
    await renderScreen(
      <MatchScreen tournament="rookie" onPlay={noop} onRestart={noop} onExit={noop} onHome={noop} />,
    );
    expect(
      screen.getByText(new RegExp(`^${why.replace(/[.?]/g, '\\$&')} Your entry fee was given back\\.$`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('MatchScreen: a seat held for the player (issue 25)', () => {
  const noop = () => undefined;
  const screenProps = {
    tournament: 'rookie' as const,
    onPlay: noop,
    onRestart: noop,
    onExit: noop,
    onHome: noop,
  };

  it('while reconnecting: how long the seat is still held, and that the match goes on', async () => {
    useMatchStore.setState({
      ...INITIAL_MATCH_STATE,
      stage: 'lobby',
      reconnecting: true,
      droppedAtMs: Date.now(),
    });
    await renderScreen(<MatchScreen {...screenProps} />);
    const overlay = screen.getByRole('alertdialog', { name: 'Connection lost' });
    expect(overlay).toHaveTextContent(/The match is lost if you are not back within (19|20) s\./);
    expect(overlay).toHaveTextContent('The match goes on without you');
  });

  it('rejoining after a reload says so', async () => {
    useMatchStore.setState({
      ...INITIAL_MATCH_STATE,
      stage: 'lobby',
      reconnecting: true,
      rejoining: true,
      droppedAtMs: Date.now() - 5_000,
    });
    await renderScreen(<MatchScreen {...screenProps} />);
    expect(screen.getByRole('alertdialog', { name: 'Rejoining your match…' })).toHaveTextContent(
      /within 1[45] s/,
    );
  });

  it('a match played in another tab: said so, with the way Home', async () => {
    useMatchStore.setState({ ...INITIAL_MATCH_STATE, stage: 'elsewhere', tournament: 'rookie' });
    await renderScreen(<MatchScreen {...screenProps} />);
    expect(screen.getByRole('heading', { name: 'Match open in another tab' })).toBeInTheDocument();
    expect(screen.getByText(/being played in another tab or window/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
  });

  it('a seat not regained: the server is asked, then its answer is shown — pending while it cannot be reached', async () => {
    useMatchStore.setState({ ...INITIAL_MATCH_STATE, stage: 'checking', tournament: 'rookie' });
    await renderScreen(<MatchScreen {...screenProps} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking with the server how your match ended');
    cleanup();

    useMatchStore.setState({ ...INITIAL_MATCH_STATE, stage: 'pending', tournament: 'rookie' });
    await renderScreen(<MatchScreen {...screenProps} />);
    expect(screen.getByRole('heading', { name: 'Result pending' })).toBeInTheDocument();
    expect(screen.getByText(/your entry fee is not lost and no loss is recorded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    cleanup();

    useMatchStore.setState({
      ...INITIAL_MATCH_STATE,
      stage: 'ended_away',
      tournament: 'rookie',
      awayShown: 'won',
      rewards: { coins: 50, experience: 30 },
    });
    await renderScreen(<MatchScreen {...screenProps} />);
    expect(screen.getByRole('heading', { name: 'You win!' })).toBeInTheDocument();
    expect(screen.getByText(/The match ended while you were away/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play again' })).toBeInTheDocument();
  });
});
