import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { signInUrlFor } from '../../lib/session/redirect';
import { useAuth } from '../../lib/session/use-auth';

/** The authenticated layout: the animated logo while the user loads, then the page or /sign-in. */
export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageLoader />;
  if (!isAuthenticated) return <Navigate to={signInUrlFor(location.pathname + location.search)} replace />;
  return <Outlet />;
}
