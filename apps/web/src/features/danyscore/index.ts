export { DanyScoreTab } from './components/danyscore-tab';
