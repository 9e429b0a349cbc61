import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../lib/session/use-auth';

/**
 * An admin's screen: anyone else is sent back one step, or home with nowhere to go back
 * to, and sees nothing of it meanwhile. The server refuses them its data either way.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (isAdmin) return;
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [isAdmin, navigate]);

  return isAdmin ? children : null;
}
