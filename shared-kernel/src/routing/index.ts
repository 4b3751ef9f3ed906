/**
 * The router API every app uses, from one shared module. react-router itself is not a shared
 * package: a shared package is never tree-shaken, and react-router 7 carries data routers, SSR and
 * RSC code this product does not use (59.6 KB gzipped on the first load, against about half that
 * through here). Sharing this module keeps one router instance, so context works across apps.
 * Add a name here when an app needs it; lint forbids importing react-router directly.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useInRouterContext,
  useMatch,
  matchPath,
  generatePath,
} from 'react-router';
export type { Location, NavigateFunction, To } from 'react-router';
