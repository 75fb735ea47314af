/** How one pick generation ended: its picks stored, an error, or stopped (client gone or shutdown). */
export interface GenerationRun {
  outcome: 'complete' | 'failed' | 'cancelled';
  seconds: number;
  /** Picks stored (0 unless complete). */
  picks: number;
}

type Listener = (run: GenerationRun) => void;
const listeners = new Set<Listener>();

/** Hears every generation this process runs (the metrics); returns how to stop hearing. */
export function onGenerationRun(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners a generation ended. A listener's failure is not the generation's. */
export function generationRan(run: GenerationRun): void {
  for (const listener of listeners) {
    try {
      listener(run);
    } catch {
      // A metric that cannot count changes nothing about the run.
    }
  }
}
