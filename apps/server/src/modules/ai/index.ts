// What the ai module offers the rest of the server; its other files are its own.
export { saveAiAnalysis } from './ai-analyses.service';
export { stripJsonFence } from './enrichment-prompt';
export { isHype, withoutHype } from './hype-filter';
export {
  AiProviderError,
  createOpenAiClient,
  type ChatMessage,
  type JsonSchemaFormat,
  type OpenAiClient,
} from './openai-client';
export { createPickEnricher, type EnrichmentOutcome, type PickEnricher } from './pick-enrichment';
