import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '../../../lib/auth-store';

/** Signed-in only pages (SPEC §6): visitors are sent to /. */
export function RequireAuth() {
  const { isSignedIn } = useAuth();
  return isSignedIn ? <Outlet /> : <Navigate to="/" replace />;
}
