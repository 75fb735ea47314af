import type { InjuryStatus, PlayerSeason } from '@arcade/core';
import { normalFor, streamFor } from './demo-random';
import { strength } from './demo-world';

const MINUTES = [35, 33, 31, 29, 26, 22, 19, 16, 13, 10, 7, 4];
const STATUSES: [InjuryStatus, number][] = [
  ['Out', 0.07],
  ['Doubtful', 0.03],
  ['Questionable', 0.05],
  ['Day-To-Day', 0.03],
  ['Probable', 0.04],
];

export interface DemoPlayer extends PlayerSeason {
  playerName: string;
  gamesPlayed: number;
}

/** A 12-man NBA roster whose production follows the team's hidden strength, with the day's injury report. */
export function rosterOf(seed: number, team: string, day: Date): DemoPlayer[] {
  const teamLevel = 1 + 0.08 * strength(seed, 'NBA', team);
  const date = day.toISOString().slice(0, 10);
  return MINUTES.map((minutes, i) => {
    const id = `${team}-${i + 1}`;
    const form = 1 + 0.12 * normalFor(seed, 'player', id);
    const perMinute = 0.52 * teamLevel * form;
    const roll = streamFor(seed, 'injury', id, date)();
    let cumulative = 0;
    const status = STATUSES.find(([, share]) => {
      cumulative += share;
      return roll < cumulative;
    })?.[0];
    const round1 = (value: number) => Math.round(value * 10) / 10;
    return {
      playerId: id,
      playerName: `${team.split(' ').at(-1)} Player ${i + 1}`,
      gamesPlayed: 20 + Math.floor(streamFor(seed, 'games', id)() * 40),
      minutesPerGame: minutes,
      pointsPerGame: round1(minutes * perMinute),
      reboundsPerGame: round1(minutes * 0.18 * form),
      assistsPerGame: round1(minutes * 0.12 * form),
      stealsPerGame: round1(minutes * 0.03),
      blocksPerGame: round1(minutes * 0.02),
      turnoversPerGame: round1(minutes * 0.05),
      injuryStatus: status ?? null,
    };
  });
}
