import { useSelector } from 'react-redux';
import { ADMIN_ROLE } from '../../../shared/enums';
import { useGetMeQuery } from './auth-api';
import type { WithAuth } from './auth-slice';
import { useHydrated } from '../use-hydrated';
import { hasSessionHint } from './session-hint';

/** Who is using the app: authenticated means the user has an _id; admin needs isAdmin and the role (spec §4). */
export function useAuth() {
  const user = useSelector((state: WithAuth) => state.auth.user);
  const known = Boolean(user._id);
  // Only a browser that logged in before asks the server who it is, once the page is live: the
  // server drew it for a visitor, and hydration must find the same.
  const hydrated = useHydrated();
  const me = useGetMeQuery(undefined, { skip: known || !hydrated || !hasSessionHint() });
  return {
    user,
    isAuthenticated: known,
    isAdmin: user.isAdmin === true && user.role === ADMIN_ROLE,
    isLoading: !known && me.isLoading,
  };
}
