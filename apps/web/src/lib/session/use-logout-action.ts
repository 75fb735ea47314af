import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../use-toast';
import { useLogout } from './logout';

/** Logout as the header and the dashboard offer it: the call, the toast, then home. */
export function useLogoutAction() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const logout = useLogout();

  const onLogout = async () => {
    try {
      await logout.mutateAsync();
    } catch (error) {
      // The error texts are not among a first page's code: they load with the first failure.
      const { authErrorText } = await import('./auth-error');
      toast({
        variant: 'destructive',
        title: t('toasts.errorTitle'),
        description: authErrorText(error, { fallback: t('toasts.logout.error') }),
      });
      return;
    }
    toast({ title: t('toasts.logout.title'), description: t('toasts.logout.description') });
    navigate('/');
  };

  return { onLogout: () => void onLogout(), isPending: logout.isPending };
}
