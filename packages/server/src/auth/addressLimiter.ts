/**
 * Per-address token buckets for failed sign-ins (issue 13, hole 4). Each address holds up to
 * `burst` tokens and regains `perSecond` a second; a failed sign-in takes one, and an address
 * with no token left is refused (429) before any password is hashed. Only failures are charged,
 * so a whole office behind one NAT address signing in at nine o'clock is never throttled; a
 * guesser is, whatever account it tries.
 *
 * In memory, so per server instance: several instances behind a balancer each keep their own
 * buckets (the per-account lock in the database is the limit that holds across them).
 */
export interface AddressLimits {
  burst: number;
  perSecond: number;
  /** Addresses remembered at most; full buckets are forgotten first (they carry no state). */
  maxAddresses: number;
}

/** 20 failures at once, then one a second: the e2e suite and a typing human stay well below. */
export const DEFAULT_ADDRESS_LIMITS: AddressLimits = {
  burst: 20,
  perSecond: 1,
  maxAddresses: 10_000,
};

interface Bucket {
  tokens: number;
  /** Unix seconds of the last refill. */
  at: number;
}

export class AddressLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly limits: AddressLimits = DEFAULT_ADDRESS_LIMITS) {}

  /** Seconds until the address may try again; 0 when it has a token now. */
  retryAfter(address: string, now: number): number {
    const tokens = this.tokensOf(address, now);
    if (tokens >= 1) return 0;
    return Math.max(1, Math.ceil((1 - tokens) / this.limits.perSecond));
  }

  /** Charges one failure to the address. */
  take(address: string, now: number): void {
    const tokens = this.tokensOf(address, now);
    // Deleted and set again, so the Map's order is the order of last failure.
    if (!this.buckets.delete(address)) this.makeRoom(now);
    this.buckets.set(address, { tokens: Math.max(0, tokens - 1), at: now });
  }

  private tokensOf(address: string, now: number): number {
    const bucket = this.buckets.get(address);
    if (!bucket) return this.limits.burst;
    const gained = Math.max(0, now - bucket.at) * this.limits.perSecond;
    return Math.min(this.limits.burst, bucket.tokens + gained);
  }

  /** Keeps memory bounded under a flood from many addresses: full buckets go, then the oldest. */
  private makeRoom(now: number): void {
    if (this.buckets.size < this.limits.maxAddresses) return;
    for (const [address] of this.buckets) {
      if (this.tokensOf(address, now) >= this.limits.burst) this.buckets.delete(address);
    }
    // Still full: drop the addresses whose last failure is oldest.
    for (const [address] of this.buckets) {
      if (this.buckets.size < this.limits.maxAddresses) break;
      this.buckets.delete(address);
    }
  }
}
