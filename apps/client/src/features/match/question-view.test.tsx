import { allClues, cluesByStage, type QuestionCard } from '@goalguessr/game-core';
import type { RoundEndPayload, RoundStartPayload } from '@goalguessr/protocol';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderScreen } from '../../testing/render-screen';
import { INITIAL_MATCH_STATE, type MatchState } from './duel/duel-state';
import { useMatchStore } from './match-store';
import { QuestionView } from './QuestionView';

afterEach(() => {
  cleanup();
  useMatchStore.setState(INITIAL_MATCH_STATE);
});

const CARD: QuestionCard = {
  nation: 'ENG',
  flag: 'gb-eng',
  position: 'FW',
  birthYear: 1960,
  worldCups: [
    { year: 1986, number: 10, club: 'Everton' },
    { year: 1990, number: 10, club: 'Barcelona' },
  ],
  heightCm: null,
  foot: 'right',
};

const OPTIONS = [
  { token: 'tokLineker01', name: 'Gary Lineker' },
  { token: 'tokRush00002', name: 'Ian Rush' },
  { token: 'tokDalglish3', name: 'Kenny Dalglish' },
  { token: 'tokBeardsly4', name: 'Peter Beardsley' },
];

function start(stagesOut: number): RoundStartPayload {
  const now = Date.now();
  return {
    roundIndex: 0,
    totalRounds: 5,
    clues: cluesByStage(CARD).slice(0, stagesOut),
    clueRevealAtMs: [0, 3_000, 6_000, 9_000, 12_000].map((offset) => now + offset),
    options: OPTIONS,
    roundStartedAtMs: now,
    deadlineAtMs: now + 15_000,
    serverNowMs: now,
    removedOptionTokens: [],
  };
}

const END: RoundEndPayload = {
  roundIndex: 0,
  correctToken: 'tokLineker01',
  correctName: 'Gary Lineker',
  answerId: 'gary-lineker',
  options: OPTIONS,
  clues: allClues(CARD),
  optionFacts: {
    tokLineker01: { nation: 'ENG', flag: 'gb-eng', position: 'FW', birthYear: 1960 },
    tokRush00002: { nation: 'WAL', flag: 'gb-wls', position: 'FW', birthYear: 1961 },
    tokDalglish3: { nation: 'SCO', flag: 'gb-sct', position: 'FW', birthYear: 1951 },
    tokBeardsly4: { nation: 'ENG', flag: 'gb-eng', position: 'FW', birthYear: 1961 },
  },
  answers: [],
  correctCount: { me: 0, them: 1 },
  points: { me: 0, them: 150 },
  nextAtMs: Date.now() + 5_000,
};

function playing(patch: Partial<MatchState>): void {
  useMatchStore.setState({ ...INITIAL_MATCH_STATE, stage: 'playing', connected: true, ...patch });
}

describe('QuestionView: clues and the reveal', () => {
  it('shows the clues out so far and the stages still hidden, the next one counted down', async () => {
    playing({ round: start(2) });
    const { view } = await renderScreen(<QuestionView />);
    expect(screen.getByText('1986')).toBeInTheDocument();
    expect(view.container.textContent).not.toContain('Everton');
    expect(view.container.textContent).not.toContain('England');
    expect(view.container.querySelectorAll('.gg-scout__fact--hidden')).toHaveLength(3);
    expect(screen.getByText(/Next clue in \d s/)).toBeInTheDocument();
  });

  it('after a wrong pick: why not the pick (its nation, position and era beside the answer’s), and a report', async () => {
    playing({
      round: start(5),
      answerResult: {
        roundIndex: 0,
        kind: 'answered',
        optionToken: 'tokRush00002',
        correct: false,
        correctToken: 'tokLineker01',
        correctName: 'Gary Lineker',
        answerId: 'gary-lineker',
        points: 0,
        answerTimeMs: 4_000,
      },
      roundEnd: END,
      closedRounds: [END],
    });
    const { view } = await renderScreen(<QuestionView />);
    expect(screen.getByText('Why not Ian Rush?')).toBeInTheDocument();
    expect(screen.getByText('Ian Rush: Wales · Forward · born 1961')).toBeInTheDocument();
    expect(screen.getByText('Gary Lineker: England · Forward · born 1960')).toBeInTheDocument();
    // The whole card is out once the round is closed.
    expect(view.container.querySelectorAll('.gg-scout__fact--hidden')).toHaveLength(0);
    expect(view.container.textContent).toContain('Barcelona');
    screen.getByRole('button', { name: 'Report this card' }).click();
    await waitFor(() => expect(useMatchStore.getState().cardReports[0]).toBe('pending'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Report this card' })).toBeDisabled());
    useMatchStore.setState({ cardReports: { 0: 'sent' } });
    expect(await screen.findByText('Thanks: an editor will review this card.')).toBeInTheDocument();
  });

  it('a right answer needs no why-not, but the card can still be reported; Arabic reads right to left', async () => {
    playing({
      round: start(5),
      answerResult: {
        roundIndex: 0,
        kind: 'answered',
        optionToken: 'tokLineker01',
        correct: true,
        correctToken: 'tokLineker01',
        correctName: 'Gary Lineker',
        answerId: 'gary-lineker',
        points: 150,
        answerTimeMs: 4_000,
      },
      roundEnd: END,
      closedRounds: [END],
    });
    await renderScreen(<QuestionView />, { language: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.queryByText(/لماذا ليس/)).toBeNull();
    expect(screen.getByRole('button', { name: 'الإبلاغ عن هذه البطاقة' })).toBeInTheDocument();
  });
});
