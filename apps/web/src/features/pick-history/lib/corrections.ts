import {
  AdminPickSchema,
  type PickAuditEntry,
  type PickResult,
  PickResultSchema,
  type Tier,
  TierSchema,
} from '@arcade/contracts';

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
  | {
      kind: 'odds';
      format: 'american' | 'decimal';
      from: number | null;
      to: number | null;
      /** The book, when the edit named another one. */
      book: { from: string | null; to: string | null } | null;
    }
  | { kind: 'tier'; from: Tier | null; to: Tier | null }
  | { kind: 'date'; from: string | null; to: string | null }
  | { kind: 'withdrawn' };

export type Correction = {
  id: string;
  at: string;
  admin: string;
  /** Null when the stored snapshot does not have the expected shape (it is kept as the server wrote it). */
  pick: CorrectedPick | null;
  change: CorrectionChange;
  /** Why the admin made it (required for every correction of a published pick and a withdrawal). */
  reason: string | null;
  /** The public ledger's entry that records it; null when the ledger does not hold it. */
  ledgerSeq: number | null;
};

const resultOf = (value: unknown): PickResult | null => {
  const parsed = PickResultSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};
const numberOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const stringOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const tierOf = (value: unknown): Tier | null => {
  const parsed = TierSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

function oddsChange(changes: NonNullable<PickAuditEntry['changes']>): CorrectionChange {
  const american = changes.oddsAmerican;
  const moved = american ?? changes.odds;
  const book = changes.bookmaker;
  return {
    kind: 'odds',
    format: american ? 'american' : 'decimal',
    from: numberOf(moved?.from),
    to: numberOf(moved?.to),
    book: book ? { from: stringOf(book.from), to: stringOf(book.to) } : null,
  };
}

/**
 * One entry of the pick audit as the Correcciones list reads it: a result set or changed by hand
 * (win → loss, or none → win), a published pick repriced (shown in American odds when they moved, with
 * the book when it changed), a published pick's tier or date changed, or a published pick withdrawn;
 * each with the admin's reason and the ledger entry that records it.
 */
export function toCorrection(entry: PickAuditEntry): Correction {
  const snapshot = SnapshotSchema.safeParse(entry.pick);
  const changes = entry.changes ?? {};
  const change: CorrectionChange =
    entry.action === 'deleted'
      ? { kind: 'withdrawn' }
      : entry.action === 'result_changed'
        ? { kind: 'result', from: resultOf(changes.result?.from), to: resultOf(changes.result?.to) }
        : entry.action === 'tier_changed'
          ? { kind: 'tier', from: tierOf(changes.tier?.from), to: tierOf(changes.tier?.to) }
          : entry.action === 'date_changed'
            ? {
                kind: 'date',
                from: stringOf(changes.timestamp?.from),
                to: stringOf(changes.timestamp?.to),
              }
            : oddsChange(changes);
  return {
    id: entry.id,
    at: entry.createdAt,
    admin: entry.actorEmail,
    pick: snapshot.success ? snapshot.data : null,
    change,
    reason: entry.reason,
    ledgerSeq: entry.ledgerSeq,
  };
}
