// Pick generation: the dialog, the streamed run and its overlay.
export { GenerateDialog } from './components/generate-dialog';
export { GenerationOverlay } from './components/generation-overlay';
export { useGeneration } from './hooks/use-generation';
