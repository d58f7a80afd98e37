import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isMinistryRole } from '../../../contract/access';
import { type SessionUser, userName } from '../../../contract/auth';
import { read } from '../../api/queries';

/** The user's full name for the header, from auth/user-name; the session's own name if that fails. */
export function useUserName(user: SessionUser): { name: string | undefined; loading: boolean } {
  const { i18n } = useTranslation();
  const query = useQuery({
    // Every answer is given in the request's language, so the cached one is per language; a switch
    // asks again (and so notices a session that ended meanwhile).
    ...read(userName, { idAvnUser: user.idAvnUser }, { language: i18n.resolvedLanguage }),
    select: (rows) => rows[0]?.fio ?? null,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
    // A ministry's account is in no university's list of users: its session's own name is the name.
    enabled: !isMinistryRole(user.role),
  });
  const fallback = [user.surname, user.name].filter(Boolean).join(' ') || user.login;
  if (query.isPending && query.fetchStatus !== 'idle') return { name: undefined, loading: true };
  return { name: query.data || fallback, loading: false };
}
