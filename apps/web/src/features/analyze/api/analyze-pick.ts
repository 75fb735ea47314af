import {
  type AnalyzeManualRequest,
  type AnalyzeResponse,
  AnalyzeResponseSchema,
  type PickType,
} from '@arcade/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const ANALYZE_EVENT_PATH = '/api/analyze-pick';
export const ANALYZE_MANUAL_PATH = '/api/analyze-pick-manual';

export type AnalyzeRequest =
  { kind: 'event'; eventId: string; pickType: PickType } | ({ kind: 'manual' } & AnalyzeManualRequest);

/** POST /api/analyze-pick {eventId, pickType} or /api/analyze-pick-manual {sport, teams, pickType, odds?}. */
export function analyzePick(request: AnalyzeRequest): Promise<AnalyzeResponse> {
  if (request.kind === 'event') {
    const { eventId, pickType } = request;
    return apiRequest(ANALYZE_EVENT_PATH, AnalyzeResponseSchema, {
      method: 'POST',
      body: { eventId, pickType },
    });
  }
  const { kind: _kind, ...body } = request;
  return apiRequest(ANALYZE_MANUAL_PATH, AnalyzeResponseSchema, { method: 'POST', body });
}

/** An analysis is a computation, not a change: nothing to invalidate afterwards. */
export function useAnalyzePick() {
  return useMutation({ mutationFn: analyzePick });
}
