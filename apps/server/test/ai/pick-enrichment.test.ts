import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aiPickAnalyses, sportPrompts } from '../../src/db/schema/index';
import { saveAiAnalysis } from '../../src/modules/ai';
import { DEFAULT_SYSTEM_PROMPT, enrichmentContext } from '../../src/modules/ai/enrichment-prompt';
import { answer, applied, type EnrichmentWorld, input, startEnrichmentWorld } from './enrichment-fixtures';

let world: EnrichmentWorld;

beforeAll(async () => {
  world = await startEnrichmentWorld();
});
afterAll(() => world?.close());
afterEach(() => world.fake.reset());

interface SentBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format: { type: string; json_schema: { name: string; strict: boolean } };
}
const sent = (index = 0) => world.fake.requests[index]?.body as SentBody;

describe('an applied enrichment', () => {
  it('keeps a probability within 3 points of pModel as the model gave it', async () => {
    world.fake.reply({ answer: answer() });
    const outcome = applied(await world.enricher().enrich(input));
    expect(outcome).toMatchObject({
      model: 'test-model',
      rawProbability: 0.57,
      adjustedProbability: 0.57,
      warnings: ['Starting goalkeeper is doubtful'],
      riskLevel: 'medium',
      confidence: 'high',
      keyFactors: ['Home form: 5 wins in 6', 'Sevilla played on Thursday'],
      promptId: null,
      tokensUsed: 500,
      response: answer(),
    });
  });

  it.each([
    ['+10 points is cut to +3', 0.65, 0.58],
    ['-10 points is cut to -3', 0.45, 0.52],
    ['exactly +3 points is kept', 0.58, 0.58],
  ])('caps the adjustment: %s', async (_name, said, expected) => {
    world.fake.reply({ answer: answer({ adjustedProbability: said }) });
    const outcome = applied(await world.enricher().enrich(input));
    expect(outcome.rawProbability).toBe(said);
    expect(outcome.adjustedProbability).toBeCloseTo(expected, 10);
  });

  it('keeps the adjusted probability inside [0.01, 0.99]', async () => {
    world.fake.reply({ answer: answer({ adjustedProbability: 0.999 }) });
    const outcome = applied(await world.enricher().enrich({ ...input, pModel: 0.985 }));
    expect(outcome.adjustedProbability).toBe(0.99);
  });

  it('posts a chat completion with the key, the model, a strict JSON schema and the pick as JSON', async () => {
    world.fake.reply({ answer: answer() });
    await world.enricher().enrich(input);
    expect(world.fake.requests).toHaveLength(1);
    expect(world.fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-test',
    });
    const body = sent();
    expect(body.model).toBe('test-model');
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'pick_enrichment', strict: true },
    });
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'system', 'user']);
    expect(body.messages[1]?.content).toMatch(/adjustedProbability/);
    expect(JSON.parse(body.messages[2]?.content ?? '')).toEqual(enrichmentContext(input));
  });

  it('uses the built-in system prompt when the sport has no active prompt', async () => {
    world.fake.reply({ answer: answer() });
    const outcome = applied(await world.enricher().enrich(input));
    expect(sent().messages[0]?.content).toBe(DEFAULT_SYSTEM_PROMPT);
    expect(outcome.promptId).toBeNull();
  });

  it('records the tokens the provider reports and the time the request took', async () => {
    world.fake.reply({
      answer: answer(),
      delayMs: 120,
      usage: { prompt_tokens: 900, completion_tokens: 111, total_tokens: 1011 },
    });
    const outcome = applied(await world.enricher().enrich(input));
    expect(outcome.tokensUsed).toBe(1011);
    expect(outcome.durationMs).toBeGreaterThanOrEqual(100);
  });

  it('records no tokens when the provider reports no usage', async () => {
    world.fake.reply({ answer: answer(), usage: null });
    expect(applied(await world.enricher().enrich(input)).tokensUsed).toBeNull();
  });

  it('accepts JSON wrapped in a Markdown fence', async () => {
    world.fake.reply({ content: '```json\n' + JSON.stringify(answer()) + '\n```' });
    expect(applied(await world.enricher().enrich(input)).adjustedProbability).toBe(0.57);
  });
});

describe('the sport prompt', () => {
  let nflWide: string;
  let nflAfc: string;

  beforeAll(async () => {
    const rows = await world.handle.db
      .insert(sportPrompts)
      .values([
        { sport: 'nfl', promptContent: 'Old NFL prompt', isActive: false, version: 9 },
        { sport: 'nfl', promptContent: 'NFL analyst prompt', version: 2 },
        { sport: 'nfl', league: 'AFC', promptContent: 'AFC analyst prompt' },
        { sport: 'nba', promptContent: 'NBA analyst prompt' },
      ])
      .returning({ id: sportPrompts.id, content: sportPrompts.promptContent });
    nflWide = rows.find((row) => row.content === 'NFL analyst prompt')?.id ?? '';
    nflAfc = rows.find((row) => row.content === 'AFC analyst prompt')?.id ?? '';
  });

  it("sends the sport's active prompt as the system message", async () => {
    world.fake.reply({ answer: answer() });
    const outcome = applied(await world.enricher().enrich({ ...input, sport: 'nfl', league: 'NFC' }));
    expect(sent().messages[0]?.content).toBe('NFL analyst prompt');
    expect(outcome.promptId).toBe(nflWide);
  });

  it("prefers the league's own active prompt to the sport-wide one", async () => {
    world.fake.reply({ answer: answer() });
    const outcome = applied(await world.enricher().enrich({ ...input, sport: 'nfl', league: 'AFC' }));
    expect(sent().messages[0]?.content).toBe('AFC analyst prompt');
    expect(outcome.promptId).toBe(nflAfc);
  });

  it('stores the analysis row with the capped probability, the adjustment, tokens and time', async () => {
    world.fake.reply({ answer: answer({ adjustedProbability: 0.7 }) });
    const nflInput = { ...input, sport: 'nfl' as const, league: 'NFC' };
    const outcome = applied(await world.enricher().enrich(nflInput));
    const id = await world.handle.db.transaction((tx) => saveAiAnalysis(tx, null, nflInput, outcome));
    const [row] = await world.handle.db.select().from(aiPickAnalyses).where(eq(aiPickAnalyses.id, id));
    expect(row).toMatchObject({
      pickId: null,
      eventId: null,
      sport: 'nfl',
      league: 'NFC',
      promptId: nflWide,
      model: 'test-model',
      inputContext: JSON.parse(JSON.stringify(enrichmentContext(nflInput))),
      aiResponse: answer({ adjustedProbability: 0.7 }),
      probabilityEstimate: 0.58,
      scoreAdjustment: 0.03,
      riskLevel: 'medium',
      confidence: 'high',
      keyFactors: ['Home form: 5 wins in 6', 'Sevilla played on Thursday'],
      warnings: ['Starting goalkeeper is doubtful'],
      tokensUsed: 500,
      processingTimeMs: outcome.durationMs,
      analysisType: 'pre_pick',
      wasPickGenerated: true,
    });
  });
});
