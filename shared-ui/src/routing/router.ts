// The router reaches host and remotes through shared-ui/routing: one instance (a singleton entry)
// and only the APIs listed here in the bundle. Shared whole, react-router 8 costs 66 KB gzip;
// these exports cost 33 KB (measured, see docs/architecture.md), which the login screen does not
// load: it renders without the router (host-shell bootstrap).
export {
  createBrowserRouter,
  Link as RouterLink,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useBlocker,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
