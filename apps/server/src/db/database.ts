import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseMode = 'pglite' | 'postgres';
/** A transaction of that database, as repositories take it. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
