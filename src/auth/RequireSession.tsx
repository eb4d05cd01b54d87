import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../runtime/auth';
import { loginPath } from './redirectTarget';

/** Routes below need a login; without one the user is sent to /login and brought back here afterwards. */
export function RequireSession() {
  const user = useSession((state) => state.user);
  const location = useLocation();
  if (!user) return <Navigate to={loginPath(location)} replace />;
  return <Outlet />;
}
