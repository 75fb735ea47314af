/**
 * The league to print beside a sport's badge, or null when the badge already names it: the NHL's
 * league is "NHL", and "NHL NHL" says nothing twice. Case and surrounding spaces do not count.
 * `leagueBesideSport('NHL', 'NHL')` → null; `leagueBesideSport('Premier League', 'Fútbol')` → 'Premier League'.
 */
export function leagueBesideSport(league: string | null | undefined, sportLabel: string): string | null {
  const name = league?.trim();
  if (!name) return null;
  return name.toLocaleLowerCase() === sportLabel.trim().toLocaleLowerCase() ? null : name;
}
