// What the bets module offers the rest of the server; its other files are its own.
export { betsRoutes } from './bets.routes';
export { betCounts, betsForExport, closeBets, forgetBets, gradeBets, voidBets } from './book.service';
