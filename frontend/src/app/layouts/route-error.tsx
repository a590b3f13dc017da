import { Component, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import './route-error.css';

/** Router fallback (SPEC §8): a generic message with a way out. */
export function RouteError() {
  return (
    <div className="route-error container" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>Something went wrong while showing this page. Please try again.</p>
      <div className="route-error__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Retry
        </button>
        <Link to="/" className="btn btn--secondary" reloadDocument>
          Go to Home
        </Link>
      </div>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The page shown: another one starts without the error. */
  pathname: string;
}

class Boundary extends Component<BoundaryProps, { failed: boolean; pathname: string }> {
  state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * A route's error element: what renders inside it (its children, else the matched child route)
 * is replaced by RouteError when it throws, until the player goes to another page.
 */
export function RouteErrorBoundary({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children ?? <Outlet />}</Boundary>;
}
