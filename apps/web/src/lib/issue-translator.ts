import type { ValidationIssue } from '@arcade/contracts';

// The texts of refused fields (lib/api-issues: labels, ranges in the field's own unit) are not among a
// page's first download: they load with the first answer that refuses fields, before it reaches the page.
let translate: ((issue: ValidationIssue) => string) | undefined;
let loading: Promise<void> | undefined;

/** Loads the refused fields' translator once (the api-client awaits it for a refusal that has fields). */
export function loadIssueTranslator(): Promise<void> {
  loading ??= import('./api-issues').then(
    (module) => {
      translate = module.issueLine;
    },
    (error: unknown) => {
      // A later refusal tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A refused field in the active language, once the translator is in; undefined before. */
export function translatedIssue(issue: ValidationIssue): string | undefined {
  return translate?.(issue);
}
