export { GeniusChatTab } from './components/genius-tab';
