import { PageLive, Spinner } from '@college/shared-ui';
import { portalNamed } from '@college/topology';
import {
  Component,
  type ComponentType,
  createContext,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useState,
} from 'react';
import { loadPortalModule, type PortalName } from './portals.ts';
import '@college/shared-ui/dashboard-frame.css';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

function portalComponent(portal: PortalName, module: string, attempt: number) {
  const key = `${portal}/${module}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => loadPortalModule(portal, module));
    cache.set(key, component);
  }
  return component;
}

interface BoundaryProps {
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

class PortalBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.label} failed`, error, info.componentStack);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className="ui-container portal-fallback" role="alert">
        <h1>This section is unavailable</h1>
        <p>The {this.props.label} could not be loaded. The rest of the site still works; please try again.</p>
        <button type="button" className="ui-button" onClick={this.props.onRetry}>
          Retry
        </button>
        <PageLive />
      </main>
    );
  }
}

/**
 * Set only in the build's prerender of the shell's chrome (src/prerender.tsx): what the page's part is then,
 * inside its Suspense boundary, a marker where the public portal's document goes when a page is composed.
 * Everywhere else the boundary holds the portal's page, which hydrates what the document brought.
 */
export const PageSlotContext = createContext<string | undefined>(undefined);

/**
 * Renders a route element exposed by a portal, isolated: a failure shows a fallback with Retry. While its code
 * loads, a route the portal always heads the same way (a dashboard) shows that heading where the portal's frame
 * will have it: the page's title is there at the first paint, not once the portal's code has come.
 */
export function PortalRoute({ portal, module, heading }: { portal: PortalName; module: string; heading?: string | undefined }) {
  const [attempt, setAttempt] = useState(0);
  const pageSlot = useContext(PageSlotContext);
  const Page = portalComponent(portal, module, attempt);
  const loading = <Spinner label={`Loading ${portalNamed(portal).label}...`} />;
  return (
    <PortalBoundary key={`${portal}/${module}#${attempt}`} label={portalNamed(portal).label} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          heading ? (
            <main id="main" className="ui-container auth-dashboard">
              <header className="auth-dashboard__header">
                <h1>{heading}</h1>
              </header>
              {loading}
            </main>
          ) : (
            loading
          )
        }
      >
        {pageSlot ?? <Page />}
      </Suspense>
    </PortalBoundary>
  );
}
