import type { PolicyAnalysis, PolicyCandidate, PolicyStep } from '@arcade/core';
import { type LogEntry, logEntry } from '../picks';
import type { CandidateEvent } from './generation.repository';

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

/** Core's candidate as the server's: the event attached, the steps as log lines. */
export function candidateOf(policy: PolicyCandidate, event: CandidateEvent): Candidate {
  const { steps, ...candidate } = policy;
  return { ...candidate, event, log: logOf(steps) };
}

/** Core's analysis of one event's market as the server's: the event attached, the steps as log lines. */
export function fromPolicy(analysis: PolicyAnalysis, event: CandidateEvent): Analysis {
  if (analysis.kind === 'rejected')
    return { kind: 'rejected', reason: analysis.reason, log: logOf(analysis.steps) };
  return { kind: 'candidate', candidate: candidateOf(analysis.candidate, event) };
}
