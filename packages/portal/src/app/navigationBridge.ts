/** Client-side navigation to a path (the router's `navigate`). */
export type NavigateFn = (path: string) => void;

/**
 * The error policy runs outside React (in the API client's `onError`), but in react-router's
 * declarative mode only a component inside the router can navigate. `NavigationConnector`
 * connects `useNavigate()` here; a navigation asked for before it mounted waits for it.
 */
export interface NavigationBridge {
  navigate: NavigateFn;
  /** Connects the router's navigate; returns the disconnect to call on unmount. */
  connect(navigate: NavigateFn): () => void;
}

export function createNavigationBridge(): NavigationBridge {
  let connected: NavigateFn | null = null;
  let pending: string | null = null;
  return {
    navigate(path) {
      if (connected) connected(path);
      else pending = path;
    },
    connect(navigate) {
      connected = navigate;
      if (pending !== null) {
        const path = pending;
        pending = null;
        navigate(path);
      }
      return () => {
        if (connected === navigate) connected = null;
      };
    },
  };
}
