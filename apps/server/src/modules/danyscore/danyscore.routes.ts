import {
  NbaSeasonQuerySchema,
  NbaStandingsResponseSchema,
  NbaTeamParamsSchema,
  NbaTeamResponseSchema,
} from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentNbaSeason, refreshSeason, standingsView, teamView } from './danyscore.service';

/**
 * The DanyScore NBA tab: standings, a team's numbers, and the refresh from
 * balldontlie or the demo market. Admin-only (plugins/access.ts lists the path). Caching (standings 5 minutes, a team an hour) is
 * the client's (5 minutes / 1 hour) and, towards balldontlie, the refresh's own (see the service).
 */
export const danyscoreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/danyscore-nba/standings',
    { schema: { querystring: NbaSeasonQuerySchema, response: { 200: NbaStandingsResponseSchema } } },
    async (request) =>
      standingsView(app.db, app.config, request.query.season ?? currentNbaSeason(new Date())),
  );

  app.get(
    '/api/danyscore-nba/team/:teamId',
    {
      schema: {
        params: NbaTeamParamsSchema,
        querystring: NbaSeasonQuerySchema,
        response: { 200: NbaTeamResponseSchema },
      },
    },
    async (request) =>
      teamView(app.db, request.query.season ?? currentNbaSeason(new Date()), request.params.teamId),
  );

  app.post(
    '/api/danyscore-nba/standings/refresh',
    { schema: { querystring: NbaSeasonQuerySchema, response: { 200: NbaStandingsResponseSchema } } },
    async (request) => {
      const now = new Date();
      return refreshSeason(app.db, app.config, request.query.season ?? currentNbaSeason(now), now);
    },
  );
};
