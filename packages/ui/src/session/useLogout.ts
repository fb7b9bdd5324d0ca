import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showNotice } from '../components/notices';
import { trpc } from '../trpc';

/**
 * Signs out: on success the whole query cache is dropped (nothing of the last user may linger for the
 * next one) and the user goes to /auth; on failure the server's message is shown and nothing changes.
 */
export function useLogout(): { logout: () => void; isPending: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const mutation = trpc.auth.logout.useMutation({
    onSuccess: () => {
      queryClient.clear();
      showNotice({ title: t('auth.notices.loggedOut'), message: t('auth.notices.loggedOutText') });
      void navigate('/auth', { replace: true });
    },
    onError: (error) => showNotice({ title: t('auth.notices.logoutFailed'), message: error.message }),
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
