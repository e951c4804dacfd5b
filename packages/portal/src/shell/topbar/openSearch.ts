import { useNavigate } from 'react-router-dom';

/** The unified search page (spec 01 §2), where the search button leads for now. */
export const SEARCH_PATH = '/search';

/**
 * What the top bar's search button does: the one place to switch when the command palette
 * (spec 01 §2, a later issue) exists — it will open the palette instead of navigating.
 */
export function useOpenSearch(): () => void {
  const navigate = useNavigate();
  return () => navigate(SEARCH_PATH);
}
