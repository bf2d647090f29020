import type { SessionRow } from './session.repository.ts';

/**
 * The sessions this instance served lately, so that a request finds its session without a database round trip
 * (business-rules.md "Session cache"). The database stays the truth: every instance forgets a session as soon as
 * PostgreSQL announces a change to it (`session_changed`, migration 0039), and while its listener is not
 * listening the cache is not used at all (fail closed): what may have changed meanwhile is unknown.
 */

export interface CachedSession {
  session: SessionRow;
  /** The idle expiry as this instance keeps it, moved by each request. */
  expiresAt: number;
  /** The idle expiry last written to the database. */
  writtenExpiresAt: number;
}

/** Sessions kept at most; past it the least recently used goes. */
const MAX_SESSIONS = 20_000;

export class SessionCache {
  private readonly sessions = new Map<string, CachedSession>();
  private listening = false;
  /** Raised by every forgetting: a lookup that raced a change does not store what it read. */
  private generation = 0;

  /** The live cached session of a token hash at `now` (ms), or nothing. */
  find(tokenHash: string, now: number): CachedSession | undefined {
    if (!this.listening) return undefined;
    const cached = this.sessions.get(tokenHash);
    if (cached === undefined) return undefined;
    if (cached.expiresAt <= now) {
      this.sessions.delete(tokenHash);
      return undefined;
    }
    // Most recently used last, so the first entry is the one to drop when full.
    this.sessions.delete(tokenHash);
    this.sessions.set(tokenHash, cached);
    return cached;
  }

  /** The generation to hand back to `keep` after reading a session from the database. */
  currentGeneration(): number {
    return this.generation;
  }

  /** Keeps a session read from the database, unless something was forgotten since `generation`. */
  keep(session: SessionRow, expiresAt: number, generation: number): void {
    if (!this.listening || generation !== this.generation) return;
    this.sessions.set(session.tokenHash, { session, expiresAt, writtenExpiresAt: expiresAt });
    if (this.sessions.size > MAX_SESSIONS) {
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
  }

  forget(tokenHash: string): void {
    this.generation += 1;
    this.sessions.delete(tokenHash);
  }

  forgetUser(userId: number): void {
    this.generation += 1;
    for (const [tokenHash, cached] of this.sessions) {
      if (cached.session.userId === userId) this.sessions.delete(tokenHash);
    }
  }

  /** Listening or not: either way what was kept is forgotten (notifications may have been missed). */
  setListening(isListening: boolean): void {
    this.generation += 1;
    this.sessions.clear();
    this.listening = isListening;
  }

  get isListening(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.sessions.size;
  }
}
