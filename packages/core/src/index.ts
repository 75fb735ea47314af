export * from './errors';
export * from './odds/convert';
