import { AdminPickSchema, type PickAuditEntry, type PickResult, PickResultSchema } from '@arcade/contracts';

/** What a correction shows of the pick as it was: enough for its match and line. */
const SnapshotSchema = AdminPickSchema.pick({
  sport: true,
  homeTeam: true,
  awayTeam: true,
  selection: true,
  displayLine: true,
});
export type CorrectedPick = ReturnType<typeof SnapshotSchema.parse>;

export type CorrectionChange =
  | { kind: 'result'; from: PickResult | null; to: PickResult | null }
  | { kind: 'odds'; format: 'american' | 'decimal'; from: number | null; to: number | null }
  | { kind: 'deleted' };

export type Correction = {
  id: string;
  at: string;
  admin: string;
  /** Null when the stored snapshot does not have the expected shape (it is kept as the server wrote it). */
  pick: CorrectedPick | null;
  change: CorrectionChange;
};

const resultOf = (value: unknown): PickResult | null => {
  const parsed = PickResultSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};
const numberOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * One entry of the pick audit as the Correcciones list reads it: a result set or changed by hand
 * (win → loss, or none → win), a published pick repriced (shown in American odds when they moved),
 * or a published pick deleted.
 */
export function toCorrection(entry: PickAuditEntry): Correction {
  const snapshot = SnapshotSchema.safeParse(entry.pick);
  const changes = entry.changes ?? {};
  let change: CorrectionChange;
  if (entry.action === 'deleted') change = { kind: 'deleted' };
  else if (entry.action === 'result_changed')
    change = { kind: 'result', from: resultOf(changes.result?.from), to: resultOf(changes.result?.to) };
  else {
    const american = changes.oddsAmerican;
    const moved = american ?? changes.odds;
    change = {
      kind: 'odds',
      format: american ? 'american' : 'decimal',
      from: numberOf(moved?.from),
      to: numberOf(moved?.to),
    };
  }
  return {
    id: entry.id,
    at: entry.createdAt,
    admin: entry.actorEmail,
    pick: snapshot.success ? snapshot.data : null,
    change,
  };
}
