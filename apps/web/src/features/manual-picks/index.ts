// Picks Manuales: a pick made by hand on a feed event or one typed in (its price checked against the
// feed before saving), and the latest manual picks with their results.
export { ManualPicksTab } from './components/manual-picks-tab';
