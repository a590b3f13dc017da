import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import './route-error.css';

/** Router fallback (SPEC §8): a generic message with a way out. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="route-error container" role="alert">
      <h1>{notFound ? 'Page not found' : 'Unexpected Application Error!'}</h1>
      <p>
        {notFound
          ? 'There is no page at this address.'
          : 'Something went wrong while showing this page. Please try again.'}
      </p>
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
