import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What a duel room reports to the metrics (kept tiny so rooms do not depend on prom-client). */
export interface RoomMetricsSource {
  /** the room's match phase: searching, connecting, …, finished, void */
  phase(): string;
  /** human clients connected to it right now */
  connectedClients(): number;
}

/** The hooks a duel room calls; every method is cheap (a counter bump or a Set operation). */
export interface DuelMetrics {
  roomOpened(room: RoomMetricsSource): void;
  roomClosed(room: RoomMetricsSource): void;
  joinAccepted(tournament: string): void;
  joinRefused(code: string): void;
  paired(tournament: string, waitMs: number): void;
  /** server time spent handling one `match:answer` (check, engine, sends, state), in ms */
  answerHandled(durationMs: number): void;
  /** a client message refused: `reason` is the MatchErrorCode (or a guard's reason) */
  messageRefused(reason: string): void;
}

/** Metric names, shared with the tests and the README. */
export const METRIC = {
  players: 'goalguessr_players',
  rooms: 'goalguessr_rooms',
  joins: 'goalguessr_joins_total',
  joinRefusals: 'goalguessr_join_refusals_total',
  matchmakingWait: 'goalguessr_matchmaking_wait_seconds',
  answerLatency: 'goalguessr_answer_handling_seconds',
  refusedMessages: 'goalguessr_refused_messages_total',
  redisUp: 'goalguessr_redis_up',
  friendMissBudgetTrips: 'goalguessr_friend_code_miss_budget_trips_total',
  admissionShedding: 'goalguessr_admission_shedding',
  admissionLoopUtilization: 'goalguessr_admission_loop_utilization',
} as const;

const PHASES = ['searching', 'connecting', 'verifying', 'preparing', 'round', 'reveal', 'finished', 'void'];

/**
 * The Prometheus registry of one server process (`GET /metrics`): players and rooms by phase (read from the
 * open rooms when scraped, so nothing is counted twice), joins and refusals, matchmaking wait, answer handling
 * time, refused messages by reason, and prom-client's process figures (CPU, memory, event-loop lag, GC). One
 * registry per `startServer`, so several servers in one test process do not collide.
 */
export class ServerMetrics implements DuelMetrics {
  readonly registry = new Registry();
  private readonly openRooms = new Set<RoomMetricsSource>();
  private readonly joins: Counter<'tournament'>;
  private readonly joinRefusals: Counter<'code'>;
  private readonly wait: Histogram<'tournament'>;
  private readonly answer: Histogram;
  private readonly refused: Counter<'reason'>;
  private readonly missBudgetTrips: Counter;

  constructor() {
    const registers = [this.registry];
    const openRooms = this.openRooms;
    new Gauge({
      name: METRIC.players,
      help: 'Human players connected to this process',
      registers,
      collect() {
        let players = 0;
        for (const room of openRooms) players += room.connectedClients();
        this.set(players);
      },
    });
    new Gauge({
      name: METRIC.rooms,
      help: 'Open duel rooms on this process by match phase',
      labelNames: ['phase'],
      registers,
      collect() {
        const counts = new Map<string, number>(PHASES.map((phase) => [phase, 0]));
        for (const room of openRooms) counts.set(room.phase(), (counts.get(room.phase()) ?? 0) + 1);
        for (const [phase, count] of counts) this.set({ phase }, count);
      },
    });
    this.joins = new Counter({
      name: METRIC.joins,
      help: 'Players seated in a duel room',
      labelNames: ['tournament'],
      registers,
    });
    this.joinRefusals = new Counter({
      name: METRIC.joinRefusals,
      help: 'Joins refused, by join error code',
      labelNames: ['code'],
      registers,
    });
    this.wait = new Histogram({
      name: METRIC.matchmakingWait,
      help: 'Time from opening a room to its pairing (second player or bot), seconds',
      labelNames: ['tournament'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 12],
      registers,
    });
    this.answer = new Histogram({
      name: METRIC.answerLatency,
      help: 'Server time spent handling one match:answer (checks, rules, replies, state), seconds',
      buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1],
      registers,
    });
    this.refused = new Counter({
      name: METRIC.refusedMessages,
      help: 'Client messages refused, by reason',
      labelNames: ['reason'],
      registers,
    });
    this.missBudgetTrips = new Counter({
      name: METRIC.friendMissBudgetTrips,
      help: 'Times the server-wide budget of friend-code misses was used up (look-ups refused until the window ends)',
      registers,
    });
    collectDefaultMetrics({ register: this.registry });
  }

  roomOpened(room: RoomMetricsSource): void {
    this.openRooms.add(room);
  }
  roomClosed(room: RoomMetricsSource): void {
    this.openRooms.delete(room);
  }
  joinAccepted(tournament: string): void {
    this.joins.inc({ tournament });
  }
  joinRefused(code: string): void {
    this.joinRefusals.inc({ code });
  }
  paired(tournament: string, waitMs: number): void {
    this.wait.observe({ tournament }, waitMs / 1000);
  }
  answerHandled(durationMs: number): void {
    this.answer.observe(durationMs / 1000);
  }
  messageRefused(reason: string): void {
    this.refused.inc({ reason });
  }

  /** The server-wide friend-code miss budget tripped (once per window and process). */
  friendMissBudgetTripped(): void {
    this.missBudgetTrips.inc();
  }

  /** With Redis: `goalguessr_redis_up` is 1 while Redis can be reached, 0 during an outage. */
  watchRedis(reachable: () => boolean): void {
    new Gauge({
      name: METRIC.redisUp,
      help: 'Whether this process reaches Redis now (1) or not (0: running matches go on, new joins are refused)',
      registers: [this.registry],
      collect() {
        this.set(reachable() ? 1 : 0);
      },
    });
  }

  /**
   * Admission control (`matchmaking/admission.ts`): whether new joins are shed now (1) or not (0), and the event
   * loop's utilisation it measures. Each shed join also counts in `goalguessr_join_refusals_total{code="server_busy"}`.
   */
  watchAdmission(gate: { readonly isShedding: boolean; readonly utilization: number }): void {
    new Gauge({
      name: METRIC.admissionShedding,
      help: 'Whether new quick-play joins are refused now because the event loop is overloaded (1) or not (0)',
      registers: [this.registry],
      collect() {
        this.set(gate.isShedding ? 1 : 0);
      },
    });
    new Gauge({
      name: METRIC.admissionLoopUtilization,
      help: 'Share of the last admission window the event loop spent busy (0-1), as admission control reads it',
      registers: [this.registry],
      collect() {
        this.set(gate.utilization);
      },
    });
  }

  /** The text exposition format for a scrape. */
  metrics(): Promise<string> {
    return this.registry.metrics();
  }
  get contentType(): string {
    return this.registry.contentType;
  }
}
