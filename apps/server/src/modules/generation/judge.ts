import {
  judgeSelection,
  type PolicyAnalysis,
  type PolicyCandidate,
  type PolicyMarket,
  type PolicyStep,
} from '@arcade/core';
import { type LogEntry, logEntry } from '../picks';
import type { CandidateEvent } from './generation.repository';

type PickMarket = PolicyMarket;

/**
 * One event's phases 1–3 for one market, as core's pick policy judged it, plus the event it is on
 * and its analysis so far as log lines (core's steps, with their English text).
 */
export interface Candidate extends Omit<PolicyCandidate, 'steps'> {
  event: CandidateEvent;
  log: LogEntry[];
}

export type Analysis =
  { kind: 'candidate'; candidate: Candidate } | { kind: 'rejected'; reason: string; log: LogEntry[] };

/** Core's steps as the stored log's lines. */
const logOf = (steps: readonly PolicyStep[]): LogEntry[] =>
  steps.map((step) => logEntry(step.phase, step.code, step.values));

/** Core's analysis of one event's market as the server's: the event attached, the steps as log lines after `log`. */
export function fromPolicy(analysis: PolicyAnalysis, event: CandidateEvent, log: LogEntry[] = []): Analysis {
  if (analysis.kind === 'rejected')
    return { kind: 'rejected', reason: analysis.reason, log: [...log, ...logOf(analysis.steps)] };
  const { steps, ...candidate } = analysis.candidate;
  return { kind: 'candidate', candidate: { ...candidate, event, log: [...log, ...logOf(steps)] } };
}

/**
 * Phase 3 for one selection, by core's pick policy (`judgeSelection`): the market's fair probability
 * and best price, the pooled forecast, the betting rules (docs/picks.md) and the pick formula. `log` holds
 * the candidate's phases 1–2 so far.
 */
export function judge(
  input: Omit<Parameters<typeof judgeSelection>[0], 'steps'> & {
    event: CandidateEvent;
    market: PickMarket;
    log: LogEntry[];
  },
): Analysis {
  const { event, log, ...rest } = input;
  return fromPolicy(judgeSelection({ ...rest, steps: [] }), event, log);
}
