// The public record: every graded pick, its figures and the method behind them.
export { RecordPage } from './components/record-page';
