import { type AdminConfig, type ConfigPatch, type FormulaHistoryEntry, type Reason } from '@arcade/contracts';
import type { Database } from '../../db/client';
import type { ConfigSettingsRow, NewConfigSettingsRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  emailOf,
  findConfig,
  findFormulaHistory,
  findPublicationSwitch,
  insertDefaultConfigIfNone,
  listFormulaHistory,
  saveConfigChange,
} from './settings.repository';
import { compileOrRefuse } from './formula-compile';
import { announce } from '../../lib/changes';

/** How many saved formulas the history answers (newest first). */
const FORMULA_HISTORY_LIMIT = 50;

/**
 * Creates the single configuration row, holding the column defaults, when none exists (at start,
 * or when it has gone missing); answers whether it did.
 */
export function ensureDefaultConfig(db: Database): Promise<boolean> {
  return db.transaction((tx) => insertDefaultConfigIfNone(tx));
}

/** The configuration row, created with its defaults if it has gone missing. */
export async function configRow(db: Database): Promise<ConfigSettingsRow> {
  let row = await findConfig(db);
  if (!row) {
    await ensureDefaultConfig(db);
    row = await findConfig(db);
  }
  if (!row) throw new Error('config_settings has no row after seeding it');
  return row;
}

/**
 * The admin's switch (Configuración): publication alerts (email, Telegram, push) go out only while it
 * is on. Runs inside a transaction or on its own.
 */
export async function publicationEmailsEnabled(db: Database): Promise<boolean> {
  // No settings row yet means the defaults, and the default is on.
  return (await findPublicationSwitch(db)) ?? true;
}

/** The configuration as GET /api/admin/config answers it: `maxStake` repeats `maxStakePercent`. */
async function toAdminConfig(db: Database, row: ConfigSettingsRow): Promise<AdminConfig> {
  return {
    kellyFraction: row.kellyFraction,
    edgeThreshold: row.edgeThreshold,
    maxStakePercent: row.maxStakePercent,
    maxStake: row.maxStakePercent,
    minOdds: row.minOdds,
    maxOdds: row.maxOdds,
    minProbability: row.minProbability,
    maxPicksPerEvent: row.maxPicksPerEvent,
    devigMethod: row.devigMethod,
    tierThresholds: row.tierThresholds,
    tierMode: row.tierMode,
    pickFormula: row.pickFormula,
    additionalConditions: row.additionalConditions,
    emailNotificationsEnabled: row.emailNotificationsEnabled,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: await emailOf(db, row.updatedBy),
  };
}

const invalid = (message: string, reason: Reason) => new AppError('VALIDATION_ERROR', message, { reason });

/** Empty or blank clears the formula (null); otherwise the formula compiled, and kept trimmed. */
function formulaOf(source: string | null): string | null {
  if (source === null || source.trim() === '') return null;
  compileOrRefuse(source);
  return source.trim();
}

/** The row's changes a patch asks for, after the checks that need the stored values. */
function changesOf(patch: ConfigPatch, row: ConfigSettingsRow): Partial<NewConfigSettingsRow> {
  const { maxStake, maxStakePercent, formulaDescription, pickFormula, ...plain } = patch;
  if (maxStake !== undefined && maxStakePercent !== undefined && maxStake !== maxStakePercent)
    throw invalid('maxStake and maxStakePercent name the same limit; send one of them', 'conflicting_fields');
  if (formulaDescription !== undefined && pickFormula === undefined)
    throw invalid(
      'formulaDescription is saved with a pickFormula change; send pickFormula too',
      'missing_formula',
    );
  const minOdds = patch.minOdds ?? row.minOdds;
  const maxOdds = patch.maxOdds ?? row.maxOdds;
  if (minOdds >= maxOdds)
    throw invalid(
      `minOdds (${minOdds}) must be below maxOdds (${maxOdds}), the sweet spot's upper bound`,
      'invalid_odds_range',
    );
  const changes: Partial<NewConfigSettingsRow> = {};
  for (const [key, value] of Object.entries(plain))
    if (value !== undefined) Object.assign(changes, { [key]: value });
  const stake = maxStakePercent ?? maxStake;
  if (stake !== undefined) changes.maxStakePercent = stake;
  if (pickFormula !== undefined) changes.pickFormula = formulaOf(pickFormula);
  if (plain.additionalConditions !== undefined)
    changes.additionalConditions = plain.additionalConditions?.trim() || null;
  return changes;
}

/**
 * Changes the configuration (PATCH and POST /api/admin/config, a restored formula, an accepted
 * suggestion): ranges are the schema's (ConfigPatchSchema), cross-field checks are made here against
 * the stored values, a formula is compiled first; then the row (with updatedAt and updatedBy) and,
 * when the formula changes (clearing included), a formula_history row are written together. A
 * refused change writes nothing.
 */
export async function updateConfig(
  db: Database,
  patch: ConfigPatch,
  actorUserId: string,
  options: { forceHistory?: boolean } = {},
): Promise<AdminConfig> {
  if (Object.values(patch).every((value) => value === undefined))
    throw invalid('Nothing to change: send at least one configuration field', 'empty_change');
  const row = await configRow(db);
  const changes = changesOf(patch, row);
  const formulaChanged =
    changes.pickFormula !== undefined && (options.forceHistory || changes.pickFormula !== row.pickFormula);
  const history = formulaChanged
    ? {
        formula: changes.pickFormula ?? '',
        changeDescription: patch.formulaDescription?.trim() || null,
        changedBy: actorUserId,
      }
    : null;
  const saved = await saveConfigChange(
    db,
    row.id,
    { ...changes, updatedAt: new Date(), updatedBy: actorUserId },
    history,
  );
  if (!saved)
    throw new AppError('CONFLICT', 'The configuration changed meanwhile; try again', {
      reason: 'config_changed',
    });
  announce('settings');
  return toAdminConfig(db, saved);
}

export async function formulaHistoryList(db: Database): Promise<FormulaHistoryEntry[]> {
  const rows = await listFormulaHistory(db, FORMULA_HISTORY_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Makes a saved formula the current one again, with a history row "Restored from <date>". */
export async function restoreFormula(db: Database, id: string, actorUserId: string): Promise<AdminConfig> {
  const entry = await findFormulaHistory(db, id);
  if (!entry)
    throw new AppError('NOT_FOUND', 'No saved formula has that id', { reason: 'formula_not_found' });
  const when = `${entry.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return updateConfig(
    db,
    { pickFormula: entry.formula, formulaDescription: `Restored from ${when}` },
    actorUserId,
    { forceHistory: true },
  );
}

/** GET /api/admin/config: the settings generation uses; the row is created with its defaults if it has gone missing. */
export async function adminConfig(db: Database): Promise<AdminConfig> {
  return toAdminConfig(db, await configRow(db));
}
