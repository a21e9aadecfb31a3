import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * Catches a page that fails to render or whose code fails to load (a chunk gone after a
 * deploy) and offers a reload, instead of leaving a blank page. Keyed by path by its parent,
 * so moving to another page clears it.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  // React itself reports the error to the console; this only decides what the visitor sees.
  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="container narrow error-page" role="alert">
        <h1>Something went wrong</h1>
        <p>This page could not be shown. Reloading often helps.</p>
        <p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </p>
      </div>
    );
  }
}
