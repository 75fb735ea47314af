import { DomainError } from '../errors';

/** Picks one generation run makes at most unless asked otherwise (the contracts' default). */
export const DEFAULT_PICK_COUNT = 10;

/** What ranking needs of a candidate: the formula's score, else its edge. */
export interface Rankable {
  score: number | null;
  evaluation: { edge: number };
}

/** Candidates best first: by the formula's score when it gives one, else by edge. */
export function rankCandidates<T extends Rankable>(candidates: readonly T[]): T[] {
  return [...candidates].sort((a, b) => (b.score ?? b.evaluation.edge) - (a.score ?? a.evaluation.edge));
}

/**
 * At most `max` picks per event (a moneyline and a spread on the same side are one
 * opinion staked twice), counting the event's picks that are already live.
 */
export function eventCap(max: number, existing: ReadonlyMap<string, number> = new Map()) {
  if (!Number.isInteger(max) || max < 1)
    throw new DomainError('INVALID_ARGUMENT', `maxPicksPerEvent must be a whole number ≥ 1, got ${max}`);
  const counts = new Map(existing);
  return {
    allows: (eventId: string) => (counts.get(eventId) ?? 0) < max,
    take: (eventId: string) => void counts.set(eventId, (counts.get(eventId) ?? 0) + 1),
  };
}

/**
 * The picks of one run: candidates in rank order, each taken while fewer than `pickCount` are chosen
 * and its event is under the cap, and only if `finish` keeps it (null drops it, with no rule loosened
 * to fill the count: no value is an honest answer).
 */
export function choosePicks<T extends Rankable, R>(
  candidates: readonly T[],
  options: {
    pickCount: number;
    maxPicksPerEvent: number;
    eventOf: (candidate: T) => string;
    existing?: ReadonlyMap<string, number>;
  },
  finish: (candidate: T) => R | null,
): { chosen: R[]; capped: number } {
  if (!Number.isInteger(options.pickCount) || options.pickCount < 1)
    throw new DomainError(
      'INVALID_ARGUMENT',
      `pickCount must be a whole number ≥ 1, got ${options.pickCount}`,
    );
  const cap = eventCap(options.maxPicksPerEvent, options.existing);
  const chosen: R[] = [];
  let capped = 0;
  for (const candidate of rankCandidates(candidates)) {
    if (chosen.length >= options.pickCount) break;
    const eventId = options.eventOf(candidate);
    if (!cap.allows(eventId)) {
      capped++;
      continue;
    }
    const result = finish(candidate);
    if (result === null) continue;
    cap.take(eventId);
    chosen.push(result);
  }
  return { chosen, capped };
}
