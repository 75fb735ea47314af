export { AnalyzePickPage } from './components/analyze-pick-page';
