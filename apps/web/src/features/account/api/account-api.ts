import {
  type AccountUpdateBody,
  type BreakPeriod,
  type ChangeEmailBody,
  type ChangePasswordBody,
  MeResponseSchema,
  MessageResponseSchema,
  type User,
} from '@arcade/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/session/get-me';

/** Where the signed-in person's data downloads from (a plain link: the browser saves the file). */
export const ACCOUNT_EXPORT_PATH = '/api/account/export';

/** The session's user as the server answers it after a change: the header and every page follow. */
function useSetMe() {
  const queryClient = useQueryClient();
  return (user: User | null) => queryClient.setQueryData(meQueryOptions().queryKey, user);
}

export function useUpdateAccount() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: (body: AccountUpdateBody) =>
      apiRequest('/api/account', MeResponseSchema, { method: 'PATCH', body }),
    onSuccess: ({ user }) => setMe(user),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest('/api/account/password', MessageResponseSchema, { method: 'POST', body }),
  });
}

export function useAskEmailChange() {
  return useMutation({
    mutationFn: (body: ChangeEmailBody) =>
      apiRequest('/api/account/email', MessageResponseSchema, { method: 'POST', body }),
  });
}

export function useVerifyEmailChange() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/api/account/email/verify', MeResponseSchema, { method: 'POST', body: { code } }),
    onSuccess: ({ user }) => setMe(user),
  });
}

/** POST /api/account/break: from now no picks, alerts, checkout or free pick until it ends. */
export function useTakeBreak() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: (period: BreakPeriod) =>
      apiRequest('/api/account/break', MeResponseSchema, { method: 'POST', body: { period } }),
    onSuccess: ({ user }) => setMe(user),
  });
}

/** PUT /api/account/limits: the weekly stake limit, or null to clear it. */
export function useSetWeeklyLimit() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: (weeklyStake: number | null) =>
      apiRequest('/api/account/limits', MeResponseSchema, { method: 'PUT', body: { weeklyStake } }),
    onSuccess: ({ user }) => setMe(user),
  });
}

/** DELETE /api/account: the account is gone and this browser signed out (every query forgotten). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest('/api/account', MessageResponseSchema, { method: 'DELETE', body: { password } }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryOptions().queryKey, null);
    },
  });
}
