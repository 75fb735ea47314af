/**
 * The process's change bus. A write announces what it changed; the caches of prepared reads listen
 * and rebuild on their next read. When instances share one PostgreSQL, a forwarder (the change feed,
 * db/change-feed.ts) carries every announcement to the others through NOTIFY and delivers theirs
 * here through LISTEN, so no instance keeps serving what another has changed.
 */
export type ChangeTopic =
  /** Any pick's row (publish, result, edit, delete, generation, grading). */
  | 'picks'
  /** The events table (a sync, a status change). */
  | 'events'
  /** The settings generation runs with (config_settings). */
  | 'settings'
  /** One session ended; the key is the session's id (the token's hash). */
  | 'session'
  /** One user's row, sessions, plan or free pick changed; the key is the user's id. */
  | 'user';

export interface Change {
  topic: ChangeTopic;
  key?: string;
}

type Listener = (change: Change) => void;

const listeners = new Set<Listener>();
const forwarders = new Set<(change: Change) => void>();
/** Feeds that cannot currently hear other instances: while any is deaf, caches trust little. */
const deafFeeds = new Set<object>();
/** Told each time whether every change is heard turns. */
const hearingListeners = new Set<(hears: boolean) => void>();

/** Delivers a change to this process's caches only (what a feed does with another instance's). */
export function deliverLocally(change: Change): void {
  for (const listener of listeners) listener(change);
}

/** Announces a change: this process's caches at once, other instances through the feed. */
export function announce(topic: ChangeTopic, key?: string): void {
  const change: Change = key === undefined ? { topic } : { topic, key };
  deliverLocally(change);
  for (const forward of forwarders) forward(change);
}

/** Calls `listener` on every change, local or another instance's; answers how to stop. */
export function onChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A feed registers how it sends this process's announcements to the other instances. */
export function addForwarder(forward: (change: Change) => void): () => void {
  forwarders.add(forward);
  return () => forwarders.delete(forward);
}

/**
 * A feed says whether it hears the other instances. While one does not (PostgreSQL restarting), the
 * caches keep what they read for a second at most instead of until the next announcement.
 */
export function setFeedHearing(feed: object, hearing: boolean): void {
  const before = hearsEveryChange();
  if (hearing) deafFeeds.delete(feed);
  else deafFeeds.add(feed);
  const after = hearsEveryChange();
  if (after !== before) for (const listener of hearingListeners) listener(after);
}

/**
 * Calls `listener` each time `hearsEveryChange()` turns (a feed lost or regained its connection), so
 * that a caller can await the turn rather than look again and again; answers how to stop.
 */
export function onHearingChange(listener: (hears: boolean) => void): () => void {
  hearingListeners.add(listener);
  return () => hearingListeners.delete(listener);
}

/** Whether every change of another instance reaches this process as it happens. */
export function hearsEveryChange(): boolean {
  return deafFeeds.size === 0;
}

/**
 * Announces that a pick may have changed (publish, result, edit, delete, generation, grading): every
 * prepared view, in this process and (through the change feed) in every other instance, is rebuilt
 * on its next read. Cheap; call it after every write to picks, ideally once the transaction has
 * committed (a call inside one is tolerated: see SETTLE_MS in db/prepared.ts).
 */
export function picksChanged(): void {
  announce('picks');
}
