// The router reaches host and remotes through shared-ui: one instance (shared-ui is a singleton)
// and only the APIs listed here in the bundle. Shared whole, react-router 8 costs 66 KB gzip on
// the login page; these exports cost 33 KB (measured, see docs/architecture.md).
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
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
