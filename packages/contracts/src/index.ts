export * from './auth';
export * from './domain';
export * from './errors';
export * from './events';
export * from './health';
export * from './history';
export * from './market';
export * from './picks';
