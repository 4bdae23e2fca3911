import type { ResultPayload } from '@goalguessr/protocol';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { playerState } from '../../testing/match-fixtures';
import { renderScreen } from '../../testing/render-screen';
import { INITIAL_MATCH_STATE, REMATCH_VIEW_IDLE } from './duel/duel-state';
import { useMatchStore } from './match-store';
import { MatchScreen } from './MatchScreen';
import { ResultView } from './ResultView';

afterEach(() => {
  cleanup();
  useMatchStore.setState(INITIAL_MATCH_STATE);
});

const noop = () => undefined;
const screenOf = () => (
  <MatchScreen tournament="rookie" onPlay={noop} onRestart={noop} onExit={noop} onHome={noop} />
);
const me = playerState('me', 'Tester');

describe('MatchScreen: a private duel (play a friend)', () => {
  it('creating: the host waits for the code', async () => {
    useMatchStore.setState({
      ...INITIAL_MATCH_STATE,
      stage: 'lobby',
      tournament: 'rookie',
      phase: 'searching',
      friend: { role: 'host', code: null, expiresAtMs: null },
    });
    await renderScreen(screenOf());
    expect(screen.getByText('Creating your private duel…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the duel' })).toBeInTheDocument();
  });

  it('waiting with the code: the code in two groups, the link, Share, the time left, Cancel', async () => {
    useMatchStore.setState({
      ...INITIAL_MATCH_STATE,
      stage: 'lobby',
      tournament: 'rookie',
      phase: 'searching',
      me,
      friend: { role: 'host', code: 'ABCD2345', expiresAtMs: Date.now() + 600_000 },
    });
    await renderScreen(screenOf());
    expect(screen.getAllByText('Waiting for your friend…').length).toBeGreaterThan(0);
    expect(screen.getByText('ABCD-2345')).toBeInTheDocument();
    expect(screen.getByText(/\/play\/ABCD2345$/)).toBeInTheDocument();
    expect(screen.getByText(/The code expires in (10:00|09:5\d)\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share the invite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the duel' })).toBeInTheDocument();
    expect(screen.queryByText(/Estimated time/)).toBeNull();
  });

  it('expired: says so, the fee came back, and offers a new code to the host', async () => {
    useMatchStore.setState({
      ...INITIAL_MATCH_STATE,
      stage: 'void',
      voidReason: 'friend_expired',
      friend: { role: 'host', code: 'ABCD2345', expiresAtMs: 0 },
    });
    await renderScreen(screenOf());
    expect(screen.getByRole('heading', { name: 'The code expired' })).toBeInTheDocument();
    expect(
      screen.getByText('Your friend did not join in time. Your entry fee was given back.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a new code' })).toBeInTheDocument();
  });

  it.each([
    ['friend_code_expired', 'This code has expired. Ask your friend for a new one.'],
    ['friend_code_invalid', 'No duel has this code. Check the code and try again.'],
    ['friend_wrong_tournament', 'This code is for another tournament. Ask your friend for a new one.'],
  ] as const)(
    'a guest refused with %s (cancelled or gone meanwhile) is told why and that the fee came back',
    async (code, why) => {
      useMatchStore.setState({
        ...INITIAL_MATCH_STATE,
        stage: 'join_failed',
        joinFailure: code,
        friend: { role: 'guest', code: 'ABCD2345', expiresAtMs: null },
      });
      await renderScreen(screenOf());
      expect(screen.getByText(`${why} Your entry fee was given back.`)).toBeInTheDocument();
    },
  );
});

describe('ResultView: rematch', () => {
  const result: ResultPayload = {
    outcome: 'win',
    reason: 'completed',
    forfeitedBy: null,
    tournament: 'rookie',
    me: { sessionId: 'me', username: 'Tester', isBot: false, correctCount: 3, points: 300 },
    opponent: { sessionId: 'them', username: 'Rival', isBot: false, correctCount: 1, points: 100 },
    rounds: [],
    totalRounds: 5,
    rewardCoins: 100,
    experience: 80,
  };

  it('offers Rematch after a match against a person, never after a bot match', async () => {
    useMatchStore.setState({ ...INITIAL_MATCH_STATE, stage: 'result', result, connected: true, me });
    await renderScreen(<ResultView onPlayAgain={noop} onHome={noop} />);
    expect(screen.getByRole('button', { name: 'Rematch' })).toBeInTheDocument();
    expect(
      screen.getByText('Both players must accept within 15 seconds. The entry fee is taken again.'),
    ).toBeInTheDocument();
    cleanup();
    useMatchStore.setState({
      ...INITIAL_MATCH_STATE,
      stage: 'result',
      connected: true,
      me,
      result: { ...result, opponent: { ...result.opponent, isBot: true } },
    });
    await renderScreen(<ResultView onPlayAgain={noop} onHome={noop} />);
    expect(screen.queryByRole('button', { name: 'Rematch' })).toBeNull();
  });

  it('the opponent asked: Accept and No thanks with the seconds left', async () => {
    useMatchStore.setState({
      ...INITIAL_MATCH_STATE,
      stage: 'result',
      result,
      connected: true,
      me,
      rematch: {
        ...REMATCH_VIEW_IDLE,
        status: 'pending',
        acceptedBy: ['them'],
        expiresAtMs: Date.now() + 12_000,
      },
    });
    await renderScreen(<ResultView onPlayAgain={noop} onHome={noop} />);
    expect(screen.getByText(/^Rival wants a rematch! 1[12] s$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept the rematch' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No thanks' })).toBeInTheDocument();
  });

  it.each([
    ['lapsed', 'The rematch offer ran out of time.'],
    ['declined', 'The rematch was declined.'],
    ['left', 'Rival has left. No rematch this time.'],
  ] as const)('ended (%s): the reason, no button', async (endReason, text) => {
    useMatchStore.setState({
      ...INITIAL_MATCH_STATE,
      stage: 'result',
      result,
      connected: false,
      me,
      rematch: { ...REMATCH_VIEW_IDLE, status: 'ended', endReason },
    });
    await renderScreen(<ResultView onPlayAgain={noop} onHome={noop} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rematch' })).toBeNull();
  });

  it('without tickets: "You need more tickets to play."', async () => {
    useMatchStore.setState({
      ...INITIAL_MATCH_STATE,
      stage: 'result',
      result,
      connected: true,
      me,
      rematch: { ...REMATCH_VIEW_IDLE, noTickets: true },
    });
    await renderScreen(<ResultView onPlayAgain={noop} onHome={noop} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You need more tickets to play.');
  });
});
