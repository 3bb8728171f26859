import type { Change, ChangeFeed } from '../plugins/change-feed.ts';

export type FeedCacheOptions = {
  /** The tables whose changes make the cached values stale. */
  tables: readonly string[];
  /** A change naming a row forgets only that key (the session table's notifications name the session). */
  byKey?: boolean;
  maxEntries: number;
  /** A bound on staleness even if a notification were lost without the connection dropping. */
  maxAgeMs: number;
};

/**
 * An in-process read-through cache kept fresh by the change feed. It serves only while the feed is
 * live; a load that raced with a change is not kept (the generation moved on while it ran).
 */
export class FeedCache<V> {
  readonly #feed: ChangeFeed;
  readonly #options: FeedCacheOptions;
  readonly #entries = new Map<string, { value: V; storedAt: number }>();
  #generation = 0;

  constructor(feed: ChangeFeed, options: FeedCacheOptions) {
    this.#feed = feed;
    this.#options = options;
    feed.subscribe((change) => this.#onChange(change));
  }

  #onChange(change: Change): void {
    if (change !== 'reset' && !this.#options.tables.includes(change.table)) return;
    this.#generation++;
    if (change !== 'reset' && change.key !== undefined && this.#options.byKey) this.#entries.delete(change.key);
    else this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    if (!this.#feed.live) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > this.#options.maxAgeMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** The cached value, or `load()`'s (kept unless null, or a change came in meanwhile). */
  async getOrLoad<Loaded extends V | null>(key: string, load: () => Promise<Loaded>): Promise<V | Loaded> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const generation = this.#generation;
    const value = await load();
    if (value !== null && generation === this.#generation && this.#feed.live) {
      if (this.#entries.size >= this.#options.maxEntries) {
        const oldest = this.#entries.keys().next();
        if (!oldest.done) this.#entries.delete(oldest.value);
      }
      this.#entries.set(key, { value, storedAt: Date.now() });
    }
    return value;
  }

  /** This process changed the value itself. */
  delete(key: string): void {
    this.#generation++;
    this.#entries.delete(key);
  }
}
