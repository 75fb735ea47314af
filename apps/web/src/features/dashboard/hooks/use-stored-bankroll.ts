import { useCallback, useState, useSyncExternalStore } from 'react';
import { parseAmount } from '../lib/stake';

export const BANKROLL_STORAGE_KEY = 'dashboard.bankroll';
const DEFAULT_BANKROLL = '1000';

function readStored(): string {
  try {
    return window.localStorage.getItem(BANKROLL_STORAGE_KEY) ?? DEFAULT_BANKROLL;
  } catch {
    // Storage blocked (privacy modes): the default bankroll, for this page view only.
    return DEFAULT_BANKROLL;
  }
}

function onStorage(change: () => void): () => void {
  window.addEventListener('storage', change);
  return () => window.removeEventListener('storage', change);
}

/**
 * The subscriber's own bankroll, typed once and kept in this browser (it never leaves it): the text
 * as typed, and its value (null while it is not a number ≥ 0). A page the server rendered shows the
 * default bankroll's stakes until React has hydrated it, then this browser's.
 */
export function useStoredBankroll() {
  const stored = useSyncExternalStore(onStorage, readStored, () => DEFAULT_BANKROLL);
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? stored;
  const onChange = useCallback((next: string) => {
    setTyped(next);
    try {
      window.localStorage.setItem(BANKROLL_STORAGE_KEY, next);
    } catch {
      // Storage blocked: the value lasts for this page view.
    }
  }, []);
  const parsed = parseAmount(text);
  return { text, onChange, bankroll: parsed !== null && parsed >= 0 ? parsed : null };
}
