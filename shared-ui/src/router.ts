/**
 * The routing API the apps use, re-exported from one place. Shared through shared-ui (a
 * federation singleton), react-router-dom is bundled once and tree-shaken to these names;
 * shared whole as its own singleton it weighs about 62 KB gzip, as the federation runtime
 * cannot tree-shake a shared package. Lint keeps every app importing routing from here.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  type LinkProps,
  type NavLinkProps,
} from 'react-router-dom';
