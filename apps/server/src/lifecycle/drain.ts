import { matchMaker } from '@colyseus/core';
import type { Clock } from '../clock';

/**
 * Presence key marking a process as draining (`…:<processId>`). A key per process with an expiry rather than
 * one shared set: a process killed mid-drain leaves nothing behind that would keep others from choosing a
 * restarted process (a restart gets a new process id anyway).
 */
const DRAINING_KEY_PREFIX = 'goalguessr:draining:';
/** How long the draining mark outlives the drain limit (seconds): the process has exited by then. */
const DRAINING_KEY_MARGIN_S = 60;
/** How long the drain waits for Redis to take its draining mark before it goes on without it (ms). */
const MARK_TIMEOUT_MS = 1_000;
/** How often the drain looks at its rooms (ms). */
const POLL_MS = 200;

/** What the drain needs from a room: whether its match still runs, and a way to stop matchmaking into it. */
export interface DrainableRoom {
  isMatchRunning(): boolean;
  readonly locked: boolean;
  lock(): Promise<unknown>;
  /**
   * A private duel whose player waits alone for the other (nobody comes to a draining process): void it now
   * (refunded) rather than hold the drain for the code's 10 minutes. True when it did.
   */
  voidIfWaitingForFriend(): boolean;
}

export interface DrainReport {
  waitedMs: number;
  /** matches still running when the wait ended (the shutdown that follows voids and refunds them) */
  leftRunning: number;
}

/**
 * Deploy without voiding (SIGTERM): the process takes no new players — `/health` says "draining", its rooms
 * are locked so matchmaking finds none of them, and (with Redis) other processes no longer create rooms here —
 * and waits until every running match on it has ended, at most `timeoutMs`. A private duel still waiting for
 * its friend is void at once (refunded): nobody would come. The caller then shuts down, which
 * voids (and refunds) whatever is left. Colyseus 0.18 has no drain of its own: its graceful shutdown locks the
 * rooms and voids them at once (`onBeforeShutdown`), and it only drops a process from room creation
 * (`stats.excludeProcess`) at that moment, so the process choice is ours (`selectProcessIdToCreateRoom`).
 */
export class Drain {
  private started: Promise<DrainReport> | null = null;
  private stopWaiting: (() => void) | null = null;

  constructor(
    private readonly rooms: ReadonlySet<DrainableRoom>,
    private readonly timeoutMs: number,
    private readonly clock: Clock,
  ) {}

  get draining(): boolean {
    return this.started !== null;
  }

  /** Matches running on this process now. */
  runningMatches(): number {
    return [...this.rooms].filter((room) => room.isMatchRunning()).length;
  }

  /** Starts draining (once); resolves when no match runs here any more, or at the timeout. */
  run(): Promise<DrainReport> {
    this.started ??= this.wait();
    return this.started;
  }

  /** A second signal: stop waiting at once (what still runs is voided by the shutdown). */
  hurry(): void {
    this.stopWaiting?.();
  }

  private async wait(): Promise<DrainReport> {
    const startedAtMs = this.clock.now();
    this.voidFriendDuelsWaiting();
    const ttlSeconds = Math.ceil(this.timeoutMs / 1000) + DRAINING_KEY_MARGIN_S;
    // Redis unreachable (ioredis would retry the command for tens of seconds): this process still refuses and
    // locks at once; the others cannot be told
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      // Presence types setex as `any` (LocalPresence returns nothing, RedisPresence a promise)
      Promise.resolve(
        matchMaker.presence.setex(drainingKey(matchMaker.processId), '1', ttlSeconds) as unknown,
      ).catch(() => {}),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, MARK_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    this.lockRooms();
    await new Promise<void>((resolve) => {
      const done = (): void => {
        clearInterval(timer);
        this.stopWaiting = null;
        resolve();
      };
      const timer = setInterval(() => {
        // a room created while the drain began (a join already past the checks) is locked too
        this.voidFriendDuelsWaiting();
        this.lockRooms();
        if (this.runningMatches() === 0 || this.clock.now() - startedAtMs >= this.timeoutMs) done();
      }, POLL_MS);
      this.stopWaiting = done;
      if (this.runningMatches() === 0) done();
    });
    return { waitedMs: this.clock.now() - startedAtMs, leftRunning: this.runningMatches() };
  }

  private voidFriendDuelsWaiting(): void {
    for (const room of this.rooms) room.voidIfWaitingForFriend();
  }

  private lockRooms(): void {
    for (const room of this.rooms) if (!room.locked) room.lock().catch(() => {});
  }
}

function drainingKey(processId: string): string {
  return `${DRAINING_KEY_PREFIX}${processId}`;
}

/**
 * Colyseus' choice of the process that creates a new room (`selectProcessIdToCreateRoom`): the least busy one
 * among those not draining, as Colyseus' default picks the least busy of all. Undefined when every process
 * drains (Colyseus then refuses the join).
 */
export async function selectProcessNotDraining(selfDraining: () => boolean): Promise<string | undefined> {
  const processes = await matchMaker.stats.fetchAll();
  const open: { processId: string; roomCount: number }[] = [];
  for (const process of processes) {
    if (process.processId === matchMaker.processId ? selfDraining() : await isDraining(process.processId)) {
      continue;
    }
    open.push(process);
  }
  open.sort((a, b) => a.roomCount - b.roomCount);
  return open[0]?.processId;
}

function isDraining(processId: string): Promise<boolean> {
  return matchMaker.presence.exists(drainingKey(processId)).catch(() => false);
}
