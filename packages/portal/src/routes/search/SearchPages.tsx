import { placeholderPage } from '../PlaceholderPage';

/* Unified and detail search (spec 01 §2); the result views come in a later issue. */
export const SearchPage = placeholderPage('title.search');
export const DetailSearchPage = placeholderPage('title.searchDetail');
