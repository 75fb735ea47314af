/** A decimal price at the 4 decimals the database stores odds with, before it is compared or stored. */
export const roundOdds = (odds: number) => Math.round(odds * 10_000) / 10_000;
