import { ManualPickForm } from './manual-pick-form';
import { ManualPicksList } from './manual-picks-list';

/** Picks Manuales: create a pick by hand, then grade the published ones. */
export function ManualPicksTab() {
  return (
    <div data-testid="manual-picks-tab" className="grid grid-cols-1 gap-6">
      <ManualPickForm />
      <ManualPicksList />
    </div>
  );
}
