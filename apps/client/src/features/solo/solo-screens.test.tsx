import {
  ENDLESS_HURRY_UP_CARDS,
  adventureAnswerPoints,
  createQuestionBank,
  islandPlayers,
  startEndless,
  type Footballer,
  type Question,
} from '@goalguessr/game-core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { soloQuestion } from '../../testing/play-fixtures';
import { renderScreen, testPlayer } from '../../testing/render-screen';
import { AdventureScreen } from './AdventureScreen';
import { createQuestionSource, setQuestionSource } from '../../lib/play/footballer-data';
import { INITIAL_ADVENTURE } from './adventure-mode';
import { useAdventureStore } from './adventure-session';
import { INITIAL_ENDLESS } from './endless-mode';
import { EndlessScreen } from './EndlessScreen';
import { leaveEndless, pauseEndless, useEndlessStore } from './endless-session';

const NATIONS = ['ENG', 'FRA', 'ESP', 'ITA', 'POR', 'NED', 'BEL', 'BRA', 'ARG', 'URU'];
const POSITIONS = ['GK', 'DF', 'MF', 'FW'] as const;
const TIERS = ['rookie', 'champions', 'legendary'] as const;

/** 300 made-up footballers, enough for every tier, island pool and distractor rule. */
const PLAYERS: Footballer[] = Array.from({ length: 300 }, (_, i) => ({
  id: `made-up-${i}`,
  name: `Made Up ${i}`,
  aliases: [],
  nation: NATIONS[i % NATIONS.length] ?? 'ENG',
  flag: null,
  position: POSITIONS[i % 4] ?? 'FW',
  birthDate: `${1960 + (i % 40)}-05-05`,
  worldCups: [{ year: 1982 + 4 * (i % 10), number: (i % 23) + 1, club: `Club ${i % 13}` }],
  heightCm: 170 + (i % 20),
  foot: 'right',
  caps: 10,
  fame: 1000 - i,
  tier: TIERS[i % 3] ?? 'legendary',
}));

const seen = { initial_language_selected: true, username_setup_flow: true, home_guide: true };
const tutorialsSeen = { ...seen, endless_guide: true, adventure_guide: true };

const question = (n: number): Question => soloQuestion(n);

beforeEach(() => {
  setQuestionSource(createQuestionSource(() => Promise.resolve(PLAYERS)));
});

afterEach(() => {
  act(() => leaveEndless());
  useEndlessStore.setState(INITIAL_ENDLESS);
  useAdventureStore.setState(INITIAL_ADVENTURE);
  cleanup();
});

describe('EndlessScreen', () => {
  it('shows the short tutorial the first time, then never again', async () => {
    const user = userEvent.setup();
    const harness = await renderScreen(<EndlessScreen />, { record: testPlayer({ tutorials: seen }) });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Endless' })).toBeInTheDocument();
    for (let page = 0; page < 3; page++) {
      await user.click(within(dialog).getByRole('button', { name: page === 2 ? 'Got it!' : 'Next' }));
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(harness.record().tutorials.endless_guide).toBe(true);
  });

  it('starts a run for free: a card, its options, lives and score; a right answer scores', async () => {
    const user = userEvent.setup();
    const harness = await renderScreen(<EndlessScreen />, {
      record: testPlayer({ tutorials: tutorialsSeen }),
    });
    const tickets = harness.record().currencies.tickets;
    expect(screen.getByText('Solo modes cost no tickets and work offline.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('heading', { name: 'Who is this player?' });
    expect(screen.getByRole('region', { name: 'Scouting card' })).toBeInTheDocument();
    expect(screen.getByText('3 of 5 lives')).toBeInTheDocument();
    const run = useEndlessStore.getState().run;
    const top = run?.stack[0]?.question;
    if (top === undefined) throw new Error('no card');
    const rightName = top.options[top.correctIndex]?.name ?? '';
    await user.click(screen.getByRole('button', { name: rightName }));
    // Answered before the second clue: 100 for the card plus the whole clue bonus of 100.
    expect(await screen.findByText('Right! +200')).toBeInTheDocument();
    expect(harness.record().currencies.tickets).toBe(tickets);
  });

  it('power-ups spend the inventory: the whistle removes a wrong option of the top card', async () => {
    const user = userEvent.setup();
    const harness = await renderScreen(<EndlessScreen />, {
      record: testPlayer({ tutorials: tutorialsSeen }),
    });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('heading', { name: 'Who is this player?' });
    await user.click(screen.getByRole('button', { name: 'Referee whistle (3 left)' }));
    expect(screen.getAllByText('(removed by the whistle)')).toHaveLength(1);
    expect(harness.record().inventory.powerUps.find((p) => p.id === 'whistle')?.quantity).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Cards (2 left)' }));
    expect(screen.getByRole('button', { name: 'Cards (1 left)' })).toBeInTheDocument();
  });

  it('shows "No cards found to destroy!" when the cards power-up has nothing to destroy', async () => {
    const user = userEvent.setup();
    await renderScreen(<EndlessScreen />, { record: testPlayer({ tutorials: tutorialsSeen }) });
    const empty = startEndless({ nowMs: Date.now(), questions: [], powerUps: { whistle: 1 } }).state;
    act(() => useEndlessStore.setState({ status: 'playing', run: { ...empty, questionsRequested: true } }));
    await user.click(screen.getByRole('button', { name: 'Cards (2 left)' }));
    expect(await screen.findByText('No cards found to destroy!')).toBeInTheDocument();
  });

  it('warns "Hurry up!" when the stack is nearly full, with the 10-second countdown when full', async () => {
    await renderScreen(<EndlessScreen />, { record: testPlayer({ tutorials: tutorialsSeen }) });
    const nowMs = Date.now();
    const base = startEndless({
      nowMs,
      questions: Array.from({ length: 8 }, (_, i) => question(i)),
      powerUps: {},
    }).state;
    const stack = Array.from({ length: ENDLESS_HURRY_UP_CARDS }, (_, i) => ({
      id: i,
      question: question(i),
      arrivedAtMs: nowMs,
      removedOptions: [],
    }));
    act(() => useEndlessStore.setState({ status: 'playing', run: { ...base, stack }, nowMs }));
    expect(screen.getByText('Hurry up!').closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('The screen is nearly full.')).toBeInTheDocument();
    const full = [...stack, { id: 9, question: question(9), arrivedAtMs: nowMs, removedOptions: [] }];
    act(() => useEndlessStore.setState({ run: { ...base, stack: full, fullSinceMs: nowMs - 3000 }, nowMs }));
    expect(screen.getByText('The screen is full: 7 s left.')).toBeInTheDocument();
  });

  it('game over shows score, best score, coins and XP earned, Retry and Home', async () => {
    const user = userEvent.setup();
    await renderScreen(<EndlessScreen />, { record: testPlayer({ tutorials: tutorialsSeen }) });
    act(() =>
      useEndlessStore.setState({
        status: 'over',
        result: {
          score: 740,
          bestScore: 900,
          newBest: false,
          coins: 30,
          experience: 30,
          correct: 6,
          reason: 'no_lives',
        },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Game over' })).toBeInTheDocument();
    expect(screen.getByText('No lives left.')).toBeInTheDocument();
    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Score')).toBe('740');
    expect(figure('Best score')).toBe('900');
    expect(figure('Coins earned')).toBe('30');
    expect(figure('XP earned')).toBe('30');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Who is this player?' });
  });

  it('pausing stops the run; ending it records the game', async () => {
    const user = userEvent.setup();
    const harness = await renderScreen(<EndlessScreen />, {
      record: testPlayer({ tutorials: tutorialsSeen }),
    });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('heading', { name: 'Who is this player?' });
    const top = useEndlessStore.getState().run?.stack[0]?.question;
    if (top === undefined) throw new Error('no card');
    await user.click(
      screen.getByRole('button', { name: top.options[(top.correctIndex + 1) % 4]?.name ?? '' }),
    );
    // the page's toolbar Pause (EndlessPage) calls pauseEndless
    act(() => pauseEndless());
    const dialog = screen.getByRole('dialog', { name: 'Paused' });
    await user.click(within(dialog).getByRole('button', { name: 'End the run' }));
    expect(await screen.findByRole('heading', { name: 'Game over' })).toBeInTheDocument();
    expect(screen.getByText('You ended the run.')).toBeInTheDocument();
    expect(harness.record().solo.totalGames).toBe(1);
    expect(harness.record().solo.totalIncorrectAnswers).toBe(1);
    expect(harness.record().stats.gamesPlayed).toBe(0);
  });

  it('the pause dialog keeps focus inside and Escape resumes the run', async () => {
    const user = userEvent.setup();
    await renderScreen(<EndlessScreen />, { record: testPlayer({ tutorials: tutorialsSeen }) });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('heading', { name: 'Who is this player?' });
    // the page's toolbar Pause (EndlessPage) calls pauseEndless
    act(() => pauseEndless());
    const dialog = screen.getByRole('dialog', { name: 'Paused' });
    expect(within(dialog).getByRole('button', { name: 'Resume' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'End the run' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Resume' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Paused' })).not.toBeInTheDocument();
    expect(useEndlessStore.getState().run).not.toBeNull();
  });

  it('the top card opens with the profile only; the rest arrive on the clock, counted down', async () => {
    await renderScreen(<EndlessScreen />, { record: testPlayer({ tutorials: tutorialsSeen }) });
    const nowMs = Date.now();
    const card = PLAYERS[5];
    if (card === undefined) throw new Error('no player');
    const q: Question = {
      ...question(1),
      card: {
        nation: card.nation,
        flag: null,
        position: card.position,
        birthYear: 1965,
        worldCups: card.worldCups,
        heightCm: card.heightCm,
        foot: card.foot,
      },
    };
    const fresh = startEndless({ nowMs, questions: [q], powerUps: {} }).state;
    act(() =>
      useEndlessStore.setState({ status: 'playing', run: { ...fresh, questionsRequested: true }, nowMs }),
    );
    const scout = screen.getByRole('region', { name: 'Scouting card' });
    // the decade he was born in (the exact year comes with the numbers)
    expect(within(scout).getByText('1960–1969')).toBeInTheDocument();
    const hidden = () => [...scout.querySelectorAll('[data-clue-stage].gg-scout__fact--hidden')];
    expect(hidden().map((row) => row.getAttribute('data-clue-stage'))).toEqual([
      'world_cups',
      'clubs',
      'numbers',
      'nation',
    ]);
    expect(within(scout).getByText(/Next clue in 3 s/)).toBeInTheDocument();
    const year = String(card.worldCups[0]?.year);
    expect(within(scout).queryByText(new RegExp(year))).toBeNull();
    // 7 s later: the World Cups and clubs are out, the numbers and the nation still hidden.
    const later = startEndless({ nowMs: nowMs - 7_000, questions: [q], powerUps: {} }).state;
    act(() => useEndlessStore.setState({ run: { ...later, questionsRequested: true }, nowMs }));
    expect(hidden().map((row) => row.getAttribute('data-clue-stage'))).toEqual(['numbers', 'nation']);
    expect(within(scout).getByText(new RegExp(year))).toBeInTheDocument();
  });

  it('asking for the next clue shows it at once and the right answer then scores less', async () => {
    const user = userEvent.setup();
    await renderScreen(<EndlessScreen />, { record: testPlayer({ tutorials: tutorialsSeen }) });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('heading', { name: 'Who is this player?' });
    const scout = screen.getByRole('region', { name: 'Scouting card' });
    const hiddenCount = () => scout.querySelectorAll('.gg-scout__fact--hidden').length;
    expect(hiddenCount()).toBe(4);
    await user.click(screen.getByRole('button', { name: 'Show the next clue' }));
    await user.click(screen.getByRole('button', { name: 'Show the next clue' }));
    expect(hiddenCount()).toBe(2);
    const top = useEndlessStore.getState().run?.stack[0]?.question;
    if (top === undefined) throw new Error('no card');
    await user.click(screen.getByRole('button', { name: top.options[top.correctIndex]?.name ?? '' }));
    // Two stages hidden at the answer: 100 + 2 × 25.
    expect(await screen.findByText('Right! +150')).toBeInTheDocument();
  });

  it('pausing stops the reveal: a minute paused shows no more clues and no countdown', async () => {
    const user = userEvent.setup();
    await renderScreen(<EndlessScreen />, { record: testPlayer({ tutorials: tutorialsSeen }) });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('heading', { name: 'Who is this player?' });
    // the page's toolbar Pause (EndlessPage) calls pauseEndless
    act(() => pauseEndless());
    const run = useEndlessStore.getState().run;
    if (run === null) throw new Error('no run');
    act(() => useEndlessStore.setState({ nowMs: Date.now() + 60_000 }));
    const scout = screen.getByRole('region', { name: 'Scouting card', hidden: true });
    expect(scout.querySelectorAll('.gg-scout__fact--hidden')).toHaveLength(4);
    expect(within(scout).queryByText(/Next clue in/, { ignore: false })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show the next clue', hidden: true })).toBeDisabled();
  });

  it('says the data is needed once online when it cannot load', async () => {
    setQuestionSource(createQuestionSource(() => Promise.reject(new Error('offline'))));
    const user = userEvent.setup();
    await renderScreen(<EndlessScreen />, { record: testPlayer({ tutorials: tutorialsSeen }) });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Internet connection required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('AdventureScreen', () => {
  it('shows the map: six islands, only the first level of the first island open', async () => {
    await renderScreen(<AdventureScreen />, { record: testPlayer({ tutorials: tutorialsSeen }) });
    const map = screen.getByRole('list', { name: 'Map of islands' });
    expect(within(map).getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Western Europe, level 1, 0 of 3 stars' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Western Europe, level 2, locked' })).toBeDisabled();
    expect(screen.getAllByText('Locked')).toHaveLength(5);
  });

  it('plays a level of five questions and records its stars; the next level opens', async () => {
    const user = userEvent.setup();
    const harness = await renderScreen(<AdventureScreen />, {
      record: testPlayer({ tutorials: tutorialsSeen }),
    });
    await user.click(screen.getByRole('button', { name: 'Western Europe, level 1, 0 of 3 stars' }));
    for (let i = 0; i < 5; i++) {
      await screen.findByText(`Western Europe · Level 1 · Question ${i + 1} of 5`, undefined, {
        timeout: 5000,
      });
      const { questions, index } = useAdventureStore.getState();
      const q = questions[index];
      if (q === undefined) throw new Error('no question');
      await user.click(screen.getByRole('button', { name: q.options[q.correctIndex]?.name ?? '' }));
    }
    expect(
      await screen.findByRole('heading', { name: 'Level passed!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 of 3 stars')).toBeInTheDocument();
    expect(harness.record().solo.stars['west-europe'][0]).toBe(3);
    expect(harness.record().solo.totalGames).toBe(1);
    // Each right answer scored by the clues out when it was given (game-core's rule).
    const { answers } = useAdventureStore.getState();
    expect(answers).toHaveLength(5);
    expect(harness.record().solo.totalScore).toBe(
      answers.reduce((sum, a) => sum + adventureAnswerPoints(a.stagesShown), 0),
    );
    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.getByRole('button', { name: 'Western Europe, level 2, 0 of 3 stars' })).toBeEnabled();
  }, 30_000);

  it('a question opens with the profile; asking shows the next clue, the answer the whole card', async () => {
    const user = userEvent.setup();
    await renderScreen(<AdventureScreen />, { record: testPlayer({ tutorials: tutorialsSeen }) });
    expect(
      screen.getByText('Clues appear one at a time: the fewer you need, the more points.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Western Europe, level 1, 0 of 3 stars' }));
    await screen.findByText('Western Europe · Level 1 · Question 1 of 5', undefined, { timeout: 5000 });
    const scout = () => screen.getByRole('region', { name: 'Scouting card' });
    const hiddenCount = () => scout().querySelectorAll('.gg-scout__fact--hidden').length;
    expect(hiddenCount()).toBe(4);
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Show the next clue' }));
    expect(hiddenCount()).toBe(1);
    const { questions } = useAdventureStore.getState();
    const q = questions[0];
    if (q === undefined) throw new Error('no question');
    await user.click(screen.getByRole('button', { name: q.options[q.correctIndex]?.name ?? '' }));
    expect(useAdventureStore.getState().answers[0]?.stagesShown).toBe(4);
    expect(hiddenCount()).toBe(0);
    // Kept in place (disabled), so nothing under it moves.
    expect(screen.getByRole('button', { name: 'Show the next clue' })).toBeDisabled();
  });

  it('a failed level shows what is needed and offers a retry', async () => {
    await renderScreen(<AdventureScreen />, { record: testPlayer({ tutorials: tutorialsSeen }) });
    act(() =>
      useAdventureStore.setState({
        view: 'result',
        islandId: 'west-europe',
        levelIndex: 0,
        questions: Array.from({ length: 5 }, (_, i) => question(i)),
        correct: 2,
        outcome: {
          progress: testPlayer().solo,
          stars: 0,
          passed: false,
          newStars: 0,
          islandOpened: null,
          points: 200,
          coins: 0,
          experience: 10,
        },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Level not passed' })).toBeInTheDocument();
    expect(screen.getByText('You need 3 right answers to pass.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next level' })).toBeNull();
  });

  it('islands use their own pool of players', async () => {
    const bank = createQuestionBank(islandPlayers(PLAYERS, 'south-america'));
    expect(bank.size).toBe(90);
    await waitFor(() => expect(bank.size).toBeGreaterThan(0));
  });
});
