/** Offensive plays a team runs in an NFL game, on average (nflverse 2016–2023: ~62). */
export const NFL_PLAYS_PER_GAME = 62;
/** NFL home-field advantage in points in the 2020s (it shrank from ~3 to ~1.5–2). */
export const NFL_HOME_FIELD_POINTS = 1.7;

export interface TeamEpa {
  /** EPA per play gained on offence (higher is better). */
  offense: number;
  /** EPA per play allowed on defence (lower is better). */
  defense: number;
}

/**
 * Expected NFL home margin from EPA per play: each side's offence against the other's defence, times
 * plays per game, plus home field. `((oₕ + dₐ) − (oₐ + dₕ))/2 × plays + hfa`: a play's expected
 * points come half from the offence and half from the defence it faces.
 *
 * @example epaExpectedMargin({ offense: 0.1, defense: -0.05 }, { offense: 0, defense: 0 }) // 0.15/2×62 + 1.7 = 6.35
 */
export function epaExpectedMargin(home: TeamEpa, away: TeamEpa, homeField = NFL_HOME_FIELD_POINTS): number {
  const homeDrive = home.offense + away.defense;
  const awayDrive = away.offense + home.defense;
  return ((homeDrive - awayDrive) / 2) * NFL_PLAYS_PER_GAME + homeField;
}
