import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { parseSearchParams, searchLocation, type SearchPageState } from './searchState';

/**
 * The search state read from the address, and `go` to move to another state. Every change is
 * a new history entry (push), so Back returns to the previous search, and a copied address
 * opens the same results.
 */
export function useSearchState(): {
  state: SearchPageState;
  go: (next: SearchPageState) => void;
} {
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseSearchParams(new URLSearchParams(search)), [search]);
  return { state, go: (next) => navigate(searchLocation(next)) };
}
