// The person's own bets on the picks: recorded from a pick's card ("La jugué"), changed until the start.
export { PickBet } from './components/pick-bet';
export { MinOddsFigure } from './components/min-odds';
// The person's book ("Mis apuestas"): figures, their result against the published one, the bets.
export { MyBetsSection } from './components/my-bets-section';
export { MyBetsPage } from './components/my-bets-page';
export { MyBetsLinkCard } from './components/my-bets-link-card';
export { WeeklyLimitNotice } from './components/my-bets-limit-notice';
export { MY_BETS_PATH } from './lib/my-bets-format';
