import { RedisPresence } from '@colyseus/redis-presence';
import { Redis } from 'ioredis';
import type { Clock } from '../clock';

/** How often a connected Redis is asked for a PING, so a Redis that hangs (no error, no answer) is noticed. */
const WATCHDOG_INTERVAL_MS = 2_000;
/** A PING not answered within this long counts as Redis away. */
export const REDIS_PING_TIMEOUT_MS = 1_000;

/** Where the link writes its lines: one when Redis goes away, one when it is back (never one per retry). */
export type RedisLinkLog = (level: 'warn' | 'info', line: string) => void;

/**
 * The process's connections to Redis (the presence's two and the matchmaking driver's) and whether Redis can be
 * reached now. ioredis reconnects on its own, and a command made meanwhile waits for it, up to 20 attempts;
 * what the link adds is knowing: `reachable` is false as soon as any connection is lost or a PING goes
 * unanswered, so new joins are refused at once instead of waiting for ioredis to give up (~10 s), the
 * readiness check says so, and `onRestored` lets the server write back what a restarted Redis lost. Running
 * matches live in memory and never wait for it.
 */
export class RedisLink {
  readonly presence: RedisPresence;
  /** the matchmaking driver's own connection (Colyseus' RedisDriver takes it) */
  readonly driverConnection: Redis;
  private readonly connections: readonly Redis[];
  private stalled = false;
  private wasReachable = false;
  private downSinceMs: number | null = null;
  private readonly restoredListeners: (() => void)[] = [];
  private readonly watchdog: NodeJS.Timeout;

  constructor(
    url: string,
    private readonly clock: Clock,
    private readonly log: RedisLinkLog,
  ) {
    const pub = new Redis(url);
    this.presence = new RedisPresence(pub);
    const sub = (this.presence as unknown as { sub: Redis }).sub;
    this.driverConnection = new Redis(url);
    this.connections = [pub, sub, this.driverConnection];
    for (const connection of this.connections) {
      // RedisPresence logs every failed reconnection attempt, and a connection without a listener makes ioredis
      // print a stack trace for each: the link logs the outage once instead
      connection.removeAllListeners('error');
      connection.on('error', () => {});
      for (const event of ['ready', 'close', 'end', 'reconnecting'] as const) {
        connection.on(event, () => this.update());
      }
    }
    this.watchdog = setInterval(() => void this.checkStall(), WATCHDOG_INTERVAL_MS);
    this.watchdog.unref();
  }

  /** Every connection is up and Redis answers. */
  get reachable(): boolean {
    return !this.stalled && this.connections.every((connection) => connection.status === 'ready');
  }

  /** A round trip to Redis within `timeoutMs` (the readiness check). */
  async ping(timeoutMs = REDIS_PING_TIMEOUT_MS): Promise<boolean> {
    return this.reachable && (await this.roundTrip(timeoutMs));
  }

  private async roundTrip(timeoutMs: number): Promise<boolean> {
    const [pub] = this.connections;
    if (pub === undefined) return false;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([
        pub.ping().then(
          () => true,
          () => false,
        ),
        late,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** `listener` runs each time Redis can be reached again after an outage. */
  onRestored(listener: () => void): void {
    this.restoredListeners.push(listener);
  }

  /** Stops the watchdog (the connections are closed by Colyseus' shutdown). */
  close(): void {
    clearInterval(this.watchdog);
  }

  private async checkStall(): Promise<void> {
    if (!this.connections.every((connection) => connection.status === 'ready')) return;
    const answered = await this.roundTrip(REDIS_PING_TIMEOUT_MS);
    if (this.stalled === !answered) return;
    this.stalled = !answered;
    this.update();
  }

  private update(): void {
    const reachable = this.reachable;
    if (reachable === this.wasReachable) return;
    const nowMs = this.clock.now();
    if (!reachable) {
      this.wasReachable = false;
      this.downSinceMs = nowMs;
      this.log('warn', 'redis unreachable: running matches go on; new joins are refused until it is back');
      return;
    }
    this.wasReachable = true;
    const downSinceMs = this.downSinceMs;
    this.downSinceMs = null;
    // the first connection at start is not a restoration
    if (downSinceMs === null) return;
    this.log('info', `redis reachable again after ${Math.round((nowMs - downSinceMs) / 100) / 10} s`);
    for (const listener of this.restoredListeners) listener();
  }
}
