import { useSelector } from 'react-redux';
import { ADMIN_ROLE } from '../../../shared/enums';
import { authApi } from './auth-api';
import type { WithAuth } from './auth-slice';

const selectMe = authApi.endpoints.getMe.select();
type WithMe = Parameters<typeof selectMe>[0];

/**
 * Who is using the app: authenticated means the user has an _id; admin needs isAdmin and the role
 * together. Loading while the server is asked who is signed in (check-session.ts).
 */
export function useAuth() {
  const user = useSelector((state: WithAuth) => state.auth.user);
  const asking = useSelector((state: WithMe) => selectMe(state).isLoading);
  const known = Boolean(user._id);
  return {
    user,
    isAuthenticated: known,
    isAdmin: user.isAdmin === true && user.role === ADMIN_ROLE,
    isLoading: !known && asking,
  };
}
