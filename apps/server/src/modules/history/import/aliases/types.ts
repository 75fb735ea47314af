/**
 * One league's teams: each canonical name (the full official name The Odds API uses, without accents)
 * with the other names the history sources give it. A canonical name is always its own alias.
 */
export type AliasTable = Readonly<Record<string, readonly string[]>>;
