import { clientAddress } from './address-guard';

/** At most this many distinct forwarding addresses are named in warnings (then one last line says so). */
const MAX_WARNED_ADDRESSES = 8;

/**
 * Warns when a request carries `X-Forwarded-For` from an address that is not in TRUSTED_PROXIES: that is
 * almost always a reverse proxy the operator forgot to declare, and then every player behind it shares the
 * proxy's address — the per-address join rate and connection cap treat them as one (issue 28 measured 45 of
 * 100 joins refused `rate_limited` behind an undeclared Caddy). The header itself is ignored, as before (a
 * client may write anything in it); the warning only tells the operator. One line per such address, a
 * handful at most, so a client that sends the header on purpose cannot fill the log.
 */
export class ForwardedForWarning {
  private readonly warned = new Set<string>();
  private saturated = false;

  constructor(
    private readonly trustedProxies: ReadonlySet<string>,
    private readonly warn: (msg: string, fields: Record<string, unknown>) => void,
  ) {}

  /** Looks at one request's socket address and X-Forwarded-For header. */
  observe(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined): void {
    if (forwardedFor === undefined || this.saturated) return;
    const remote = clientAddress(remoteAddress, undefined, new Set());
    if (this.trustedProxies.has(remote) || this.warned.has(remote)) return;
    if (this.warned.size >= MAX_WARNED_ADDRESSES) {
      this.saturated = true;
      this.warn('X-Forwarded-For keeps arriving from more untrusted addresses; no more of these warnings', {
        warnedAddresses: this.warned.size,
      });
      return;
    }
    this.warned.add(remote);
    this.warn(
      `X-Forwarded-For arrived from ${remote}, which is not in TRUSTED_PROXIES: the header is ignored, so every ` +
        `player behind that proxy shares its address (join rate, connection cap). If ${remote} is your proxy, ` +
        `set TRUSTED_PROXIES=${remote}`,
      { proxy: remote, trustedProxies: [...this.trustedProxies] },
    );
  }
}
