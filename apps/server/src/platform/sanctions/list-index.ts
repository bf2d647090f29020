import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../../db/client.ts';
import { sanctionsEntries, sanctionsEntryNames, sanctionsListVersions } from '../../db/schema/index.ts';
import { buildIndex, type ListIndex } from './matching/matcher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The newest sanctions list's matching index, built once per version (`list-index.ts`). */
    sanctionsIndex: SanctionsIndexCache;
  }
}

/** The channel on which PostgreSQL announces a new list version (migration 0049). */
const LIST_IMPORTED = 'sanctions_list_imported';

const newestVersion = async (db: Executor) =>
  (
    await db
      .select({ id: sanctionsListVersions.id, source: sanctionsListVersions.source })
      .from(sanctionsListVersions)
      .orderBy(desc(sanctionsListVersions.id))
      .limit(1)
  )[0];

const loadIndex = async (db: Executor, version: { id: number; source: string }) => {
  const [entries, names] = await Promise.all([
    db
      .select({
        entNum: sanctionsEntries.entNum,
        name: sanctionsEntries.name,
        entryType: sanctionsEntries.entryType,
        programmes: sanctionsEntries.programmes,
        imoNo: sanctionsEntries.imoNo,
        contentHash: sanctionsEntries.contentHash,
      })
      .from(sanctionsEntries)
      .where(eq(sanctionsEntries.listVersionId, version.id)),
    db
      .select({
        entNum: sanctionsEntryNames.entNum,
        normalised: sanctionsEntryNames.normalised,
        kind: sanctionsEntryNames.kind,
      })
      .from(sanctionsEntryNames)
      .where(eq(sanctionsEntryNames.listVersionId, version.id)),
  ]);
  return buildIndex(version.id, version.source, entries, names);
};

/**
 * The newest list version's index, kept in memory: built on first use and again only when PostgreSQL
 * announces a new version (`sanctions_list_imported`, on every instance). While the announcements may be
 * missed (the listener reconnecting), each use asks the database for the newest version's id first.
 */
export class SanctionsIndexCache {
  #index: Promise<ListIndex | undefined> | undefined;
  #isListening = false;

  constructor(private readonly db: Executor) {}

  /** The index of the newest list version; undefined while no list was ever imported. */
  async current(): Promise<ListIndex | undefined> {
    if (this.#index !== undefined && this.#isListening) return this.#index;
    const newest = await newestVersion(this.db);
    const cached = await this.#index?.catch(() => undefined);
    if (newest !== undefined && cached?.listVersionId === newest.id) return cached;
    const building = newest === undefined ? Promise.resolve(undefined) : loadIndex(this.db, newest);
    this.#index = building;
    building.catch(() => {
      if (this.#index === building) this.#index = undefined;
    });
    return building;
  }

  /** A new version was imported: the next use builds its index. */
  forget() {
    this.#index = undefined;
  }

  setListening(isListening: boolean) {
    this.#isListening = isListening;
    if (!isListening) this.#index = undefined;
  }
}

export const sanctionsIndexPlugin = fp(async (app: FastifyInstance) => {
  const cache = new SanctionsIndexCache(app.db);
  app.decorate('sanctionsIndex', cache);
  const stopListening = await app.database.listen(LIST_IMPORTED, {
    onNotification: () => cache.forget(),
    onListening: (isListening) => cache.setListening(isListening),
  });
  app.addHook('onClose', stopListening);
});
