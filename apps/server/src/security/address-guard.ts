import { isIPv6 } from 'node:net';

/** Per-address limits (env: see config.ts); generous enough for a household behind one NAT. */
export interface AddressLimits {
  /** open TCP connections (HTTP and WebSocket) from one address */
  maxConnectionsPerAddress: number;
  /** joins (matchmaking requests and room connections) per second from one address, on average */
  joinsPerSecondPerAddress: number;
  /** joins one address may make at once before the per-second rate applies */
  joinBurstPerAddress: number;
  /** after a client of an address was cut off for flooding, joins from it are refused this long */
  floodCooldownMs: number;
}

export const DEFAULT_ADDRESS_LIMITS: Readonly<AddressLimits> = {
  maxConnectionsPerAddress: 64,
  joinsPerSecondPerAddress: 10,
  joinBurstPerAddress: 40,
  floodCooldownMs: 30_000,
};

export type JoinVerdict = 'ok' | 'rate_limited' | 'cooling_down';

interface Bucket {
  tokens: number;
  updatedAtMs: number;
}

/** Bound on the addresses remembered for rates and cool-downs (idle ones are forgotten first). */
const MAX_TRACKED_ADDRESSES = 50_000;

/**
 * Counts what each client address is doing: open connections, join attempts (a token bucket) and the
 * cool-down after a flood. Time comes in as `nowMs`; memory stays bounded whatever the addresses.
 */
export class AddressGuard {
  private readonly connections = new Map<string, number>();
  private readonly buckets = new Map<string, Bucket>();
  private readonly coolDowns = new Map<string, number>();

  constructor(readonly limits: AddressLimits) {}

  /** A new connection from `address`: false when it already has the most allowed (refuse it). */
  openConnection(address: string): boolean {
    const open = this.connections.get(address) ?? 0;
    if (open >= this.limits.maxConnectionsPerAddress) return false;
    this.connections.set(address, open + 1);
    return true;
  }

  closeConnection(address: string): void {
    const open = (this.connections.get(address) ?? 0) - 1;
    if (open <= 0) this.connections.delete(address);
    else this.connections.set(address, open);
  }

  openConnectionsOf(address: string): number {
    return this.connections.get(address) ?? 0;
  }

  /** One join attempt from `address`: allowed, over the rate, or refused during a flood cool-down. */
  takeJoin(address: string, nowMs: number): JoinVerdict {
    if (this.coolingDown(address, nowMs)) return 'cooling_down';
    const { joinsPerSecondPerAddress: rate, joinBurstPerAddress: burst } = this.limits;
    const bucket = this.buckets.get(address) ?? { tokens: burst, updatedAtMs: nowMs };
    // (time given by the server's monotonic clock; a negative gap would still never take tokens away)
    const elapsedMs = Math.max(0, nowMs - bucket.updatedAtMs);
    bucket.tokens = Math.min(burst, bucket.tokens + (elapsedMs / 1000) * rate);
    bucket.updatedAtMs = nowMs;
    this.buckets.delete(address);
    this.buckets.set(address, bucket);
    this.forgetOldest(this.buckets);
    if (bucket.tokens < 1) return 'rate_limited';
    bucket.tokens -= 1;
    return 'ok';
  }

  /** A client of `address` was cut off for flooding: no joins from it until the cool-down is over. */
  coolDown(address: string, nowMs: number): void {
    this.coolDowns.delete(address);
    this.coolDowns.set(address, nowMs + this.limits.floodCooldownMs);
    this.forgetOldest(this.coolDowns);
  }

  coolingDown(address: string, nowMs: number): boolean {
    const until = this.coolDowns.get(address);
    if (until === undefined) return false;
    if (nowMs < until) return true;
    this.coolDowns.delete(address);
    return false;
  }

  private forgetOldest(map: Map<string, unknown>): void {
    // Maps iterate in insertion order and entries are re-inserted when used: the first are the idlest.
    for (const key of map.keys()) {
      if (map.size <= MAX_TRACKED_ADDRESSES) return;
      map.delete(key);
    }
  }
}

/**
 * The address a request comes from: the socket's remote address, unless that is one of `trustedProxies`,
 * in which case the right-most X-Forwarded-For entry that is not itself a trusted proxy (a client can write
 * anything to the left of what its proxy appended, so only the proxy's own entry is believed).
 */
export function clientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: ReadonlySet<string>,
): string {
  const remote = normalizeAddress(remoteAddress ?? 'unknown');
  if (!trustedProxies.has(remote) || forwardedFor === undefined) return remote;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((hop) => normalizeAddress(hop.trim()))
    .filter((hop) => hop.length > 0);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (hop !== undefined && !trustedProxies.has(hop)) return hop.slice(0, 64);
  }
  return remote;
}

/**
 * What every per-address limit counts by: an IPv4 address as it is, an IPv6 address by its /64 network
 * (`2001:db8:1:2::/64`). One home, phone or server is usually given a whole /64, so counting single IPv6
 * addresses would hand one attacker 2^64 allowances (the issue measured 2,000 addresses of one /64 making
 * 1,424 friend-code guesses a second). Anything that is not an IP address is kept as it is.
 */
export function addressKey(address: string): string {
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address.split('%')[0] ?? address);
  if (groups === null) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 as two groups). */
function ipv6Groups(address: string): number[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined): number[] => {
    if (part === undefined || part === '') return [];
    return part.split(':').flatMap((piece) => {
      if (!piece.includes('.')) return [parseInt(piece, 16)];
      const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<number>(missing).fill(0), ...tail];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/** `::ffff:1.2.3.4` (IPv4 seen through an IPv6 socket) → `1.2.3.4`. */
function normalizeAddress(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
