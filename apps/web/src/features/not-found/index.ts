export { NotFoundPage } from './components/not-found-page';
