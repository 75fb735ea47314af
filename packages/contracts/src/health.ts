import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    mode: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number().nonnegative(),
  }),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
