import { useState } from 'react';

/**
 * Row checkboxes and select-all over the rows on screen. Ids that left the list (published,
 * deleted, filtered out) stop counting as selected without any cleanup.
 */
export function usePickSelection(visibleIds: readonly string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const selected = visibleIds.filter((id) => chosen.has(id));
  const isAllSelected = visibleIds.length > 0 && selected.length === visibleIds.length;

  return {
    selected,
    isSelected: (id: string) => chosen.has(id),
    isAllSelected,
    isPartlySelected: selected.length > 0 && !isAllSelected,
    toggle: (id: string) =>
      setChosen((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setChosen(isAllSelected ? new Set() : new Set(visibleIds)),
    clear: () => setChosen(new Set()),
  };
}

export type PickSelection = ReturnType<typeof usePickSelection>;
