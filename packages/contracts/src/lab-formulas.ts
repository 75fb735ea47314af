// Request and response schemas of the analyst's workbench: lab-formulas.
import { z } from 'zod';
import { SportSchema } from './domain';
import { FormulaProblemSchema } from './formula-errors';
import { LabConfigSchema } from './lab-config';
import { wellFormed } from './text';

const isoDate = z.iso.datetime({ offset: true });
/** The body's bound on a formula; the formula language itself refuses more than 1000 characters, with a column. */
const MAX_FORMULA_BODY_LENGTH = 5000;

/** The four parameters of a replay, with the configuration's ranges (lab-config). */
export const FormulaParametersSchema = z.strictObject({
  edgeThreshold: LabConfigSchema.shape.edgeThreshold,
  minOdds: LabConfigSchema.shape.minOdds,
  minProbability: LabConfigSchema.shape.minProbability,
  kellyFraction: LabConfigSchema.shape.kellyFraction,
});
export type FormulaParameters = z.infer<typeof FormulaParametersSchema>;

/**
 * POST /api/admin/test-formula. `formula` absent → the saved formula; empty → no formula. The stake
 * cap defaults to the saved one; `from`/`to` bound the matches' start.
 */
export const TestFormulaRequestSchema = FormulaParametersSchema.extend({
  formula: wellFormed(z.string().max(MAX_FORMULA_BODY_LENGTH)).optional(),
  maxStakePercent: LabConfigSchema.shape.maxStakePercent.optional(),
  sport: SportSchema.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type TestFormulaRequest = z.infer<typeof TestFormulaRequestSchema>;

export const ProfitPointSchema = z.object({ date: z.string(), profit: z.number() });
export type ProfitPoint = z.infer<typeof ProfitPointSchema>;

/** A replay's figures (the formula test result, plus CLV, the ROI's interval and the curve). */
export const FormulaFiguresSchema = z.object({
  totalPicks: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  pending: z.number().int(),
  winRate: z.number().nullable(),
  roi: z.number().nullable(),
  profit: z.number(),
  staked: z.number(),
  clv: z.number().nullable(),
  beatCloseRate: z.number().nullable(),
  clvBets: z.number().int(),
  roiInterval: z.object({ low: z.number(), high: z.number() }).nullable(),
  formulaErrors: z.number().int(),
  /** The first candidate the formula failed on: why (code, params), where, and in English. */
  firstFormulaError: FormulaProblemSchema.nullable(),
  /** Running profit per UTC day, or per bet in order (dates repeat) when the bets span under three days. */
  curve: z.array(ProfitPointSchema),
});
export type FormulaFigures = z.infer<typeof FormulaFiguresSchema>;

export const FormulaSourcesSchema = z.object({
  /** Graded picks (and published picks awaiting a result) replayed. */
  picks: z.number().int(),
  /** Backtest candidates replayed. */
  history: z.number().int(),
  /** The newest completed product run per sport whose candidates were replayed. */
  historyRuns: z.array(z.object({ runId: z.uuid(), sport: SportSchema, completedAt: isoDate })),
});
export type FormulaSources = z.infer<typeof FormulaSourcesSchema>;

export const TestFormulaResponseSchema = z.object({
  /** The formula as tested (null: none). */
  formula: z.string().nullable(),
  tested: FormulaFiguresSchema,
  /** The saved formula with the saved parameters: what runs today. */
  current: FormulaFiguresSchema,
  currentFormula: z.string().nullable(),
  sources: FormulaSourcesSchema,
  /** Picks whose log lacked a variable the tested formula reads (a neutral value stood in). */
  neutralFilled: z.number().int(),
});
export type TestFormulaResponse = z.infer<typeof TestFormulaResponseSchema>;

/** POST /api/lab/evaluate-formula. */
export const EvaluateFormulaRequestSchema = z.strictObject({
  formula: wellFormed(z.string().max(MAX_FORMULA_BODY_LENGTH)),
  parameters: FormulaParametersSchema,
  sport: SportSchema.optional(),
});
export type EvaluateFormulaRequest = z.infer<typeof EvaluateFormulaRequestSchema>;

export const ConfidenceSchema = z.enum(['high', 'medium', 'low']);

/** An evaluation, stored in formula_suggestions. */
export const FormulaEvaluationSchema = z.object({
  id: z.uuid(),
  confidence: ConfidenceSchema,
  isValid: z.boolean(),
  /** The parser's refusal, when the formula does not parse. */
  error: FormulaProblemSchema.nullable(),
  reasoning: z.string(),
  expectedPerformance: z.string(),
  suggestions: z.array(z.string()),
  risks: z.array(z.string()),
  /** `ai` when the configured model answered; `static` for the built-in analysis. */
  source: z.enum(['ai', 'static']),
  /** A corrected formula the AI proposed (checked to parse), else null. */
  correctedFormula: z.string().nullable(),
  /** The replay the evaluation read (null when the formula does not parse). */
  figures: FormulaFiguresSchema.nullable(),
});
export type FormulaEvaluation = z.infer<typeof FormulaEvaluationSchema>;

export const FormulaSuggestionSchema = z.object({
  id: z.uuid(),
  formula: z.string(),
  sport: SportSchema.nullable(),
  hasErrors: z.boolean(),
  errors: z.array(z.string()),
  suggestions: z.array(z.string()),
  correctedFormula: z.string().nullable(),
  status: z.enum(['pending', 'accepted', 'rejected']),
  reviewedBy: z.string().nullable(),
  createdAt: isoDate,
  reviewedAt: isoDate.nullable(),
});
export type FormulaSuggestion = z.infer<typeof FormulaSuggestionSchema>;

export const FormulaSuggestionListSchema = z.object({ suggestions: z.array(FormulaSuggestionSchema) });
export type FormulaSuggestionList = z.infer<typeof FormulaSuggestionListSchema>;

export const FormulaSuggestionParamsSchema = z.strictObject({ id: z.uuid() });
