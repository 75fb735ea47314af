// The texts a first visit needs, whatever its page: one download (src/lib/locale-bundles.ts).
export { default as common } from './common.json';
export { default as footer } from './footer.json';
export { default as landing } from './landing.json';
