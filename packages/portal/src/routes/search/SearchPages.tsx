import { SearchView } from './SearchView';

/*
 * Unified search (`/search`) and detail search (`/search/detail`), spec 01 §2. Both read the
 * whole state from the address; the unified mode lives on `/search`, the user and post modes
 * on `/search/detail` (`searchLocation`), so either path opens whatever its address says.
 */
export function SearchPage() {
  return <SearchView />;
}

export function DetailSearchPage() {
  return <SearchView />;
}
