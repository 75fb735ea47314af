// The person's own bets on the picks: recorded from a pick's card ("La jugué"), changed until the start.
export { PickBet } from './components/pick-bet';
export { MinOddsFigure } from './components/min-odds';
