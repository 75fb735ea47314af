import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/** The four drafts kept in the browser. */
export const DRAFT_KEYS = {
  landingSignup: 'draft:landing-signup',
  loginSignup: 'draft:login-signup',
  forgotPassword: 'draft:forgot-password',
  resetPassword: 'draft:reset-password',
} as const;
export type DraftKey = (typeof DRAFT_KEYS)[keyof typeof DRAFT_KEYS];

/** The only fields a draft may hold: never a password. */
const DRAFT_FIELDS = ['name', 'email', 'code'] as const;
type DraftField = (typeof DRAFT_FIELDS)[number];
export type Draft = Partial<Record<DraftField, string>>;

function pickDraftFields(values: Partial<Record<string, unknown>>): Draft {
  const draft: Draft = {};
  for (const field of DRAFT_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value !== '') draft[field] = value;
  }
  return draft;
}

function readDraft(key: DraftKey): Draft {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? pickDraftFields(JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    // Blocked storage or a hand-edited value: start from an empty form.
    return {};
  }
}

function writeDraft(key: DraftKey, values: Partial<Record<string, unknown>>): void {
  const draft = pickDraftFields(values);
  try {
    if (Object.keys(draft).length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage blocked or full: the form still works, it just will not be restored.
  }
}

/**
 * A form draft in localStorage: `draft` is what was saved when the component mounted, `saveDraft`
 * keeps the draftable fields of the values it is given (anything else, like a password, is dropped)
 * and `clearDraft` forgets it after a successful submit.
 */
export function useDraft(key: DraftKey) {
  const [draft] = useState(() => readDraft(key));
  const saveDraft = useCallback((values: Partial<Record<string, unknown>>) => writeDraft(key, values), [key]);
  const clearDraft = useCallback(() => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing was stored if storage is blocked.
    }
  }, [key]);
  return { draft, saveDraft, clearDraft };
}

/** Saves a form's draft on every change; `saveDraft` keeps only the draftable fields. */
export function useDraftAutosave<T extends FieldValues>(
  watch: UseFormWatch<T>,
  saveDraft: (values: Partial<Record<string, unknown>>) => void,
) {
  useEffect(() => {
    const subscription = watch((values) => saveDraft(values));
    return () => subscription.unsubscribe();
  }, [watch, saveDraft]);
}
