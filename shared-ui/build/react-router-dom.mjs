// What the product uses of react-router-dom, re-exported from react-router's production build.
// The federation shares `react-router-dom` as one singleton module, and a shared module cannot be
// tree-shaken by its consumers; listing the used API here lets webpack drop the rest (data routers,
// server rendering, RSC), about half of the library. Add a name here when a portal needs it
// (the build fails on an import that is missing).
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  useLocation,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router';
