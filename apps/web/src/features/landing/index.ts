export { LandingPage } from './components/landing-page';
export { landingFirstQueries } from './first-screen';
