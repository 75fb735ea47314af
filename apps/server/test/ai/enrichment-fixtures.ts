import {
  createPickEnricher,
  type EnrichmentInput,
  type EnrichmentOutcome,
  type PickEnricher,
} from '../../src/modules/ai/pick-enrichment';
import { createTestDatabase } from '../helpers/database';
import { startFakeOpenAi } from '../helpers/fake-openai';

/** A migrated database and a fake provider for one test file; `close` ends both. */
export async function startEnrichmentWorld() {
  const [handle, fake] = await Promise.all([createTestDatabase(), startFakeOpenAi()]);
  return {
    handle,
    fake,
    /** An enricher configured against the fake (model "test-model", key "sk-test"). */
    enricher: (options: { timeoutMs?: number; baseUrl?: string } = {}): PickEnricher =>
      createPickEnricher(
        {
          baseUrl: options.baseUrl ?? fake.url,
          apiKey: 'sk-test',
          model: 'test-model',
          timeoutMs: options.timeoutMs ?? 5000,
        },
        handle.db,
      ),
    close: async () => {
      await fake.close();
      await handle.close();
    },
  };
}
export type EnrichmentWorld = Awaited<ReturnType<typeof startEnrichmentWorld>>;

export const input: EnrichmentInput = {
  eventId: null,
  sport: 'soccer',
  league: 'La Liga',
  homeTeam: 'Real Madrid',
  awayTeam: 'Sevilla',
  startTime: new Date('2026-03-14T20:00:00Z'),
  selection: 'home',
  displayLine: 'Real Madrid ML',
  odds: 2.05,
  pModel: 0.55,
  pMarketFair: 0.5,
  edge: 0.1275,
  predictions: [
    { strategy: 'poisson', winner: 'home', probability: 0.56, keyFactors: ['xG difference +0.6'] },
    { strategy: 'elo', winner: 'home', probability: 0.54, keyFactors: ['Elo gap 85'] },
  ],
};

export const answer = (overrides: Record<string, unknown> = {}) => ({
  adjustedProbability: 0.57,
  warnings: ['Starting goalkeeper is doubtful'],
  riskLevel: 'medium',
  confidence: 'high',
  keyFactors: ['Home form: 5 wins in 6', 'Sevilla played on Thursday'],
  ...overrides,
});

export function applied(outcome: EnrichmentOutcome) {
  if (outcome.status !== 'applied') throw new Error(`expected applied, got ${JSON.stringify(outcome)}`);
  return outcome;
}
