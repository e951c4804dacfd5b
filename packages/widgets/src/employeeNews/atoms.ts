import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { settle } from '../absentees/loaded';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { fetchEmployeeNews } from './api';

const employeeNewsVersionAtom = atom(0);

/** The company's employee news (spec 01 §3), all in one page. */
export const employeeNewsAtom = atom(async (get, { signal }) => {
  get(employeeNewsVersionAtom);
  return fetchEmployeeNews(get(requiredApiClientAtom), signal);
});

/** The news for the view: undefined while the first answer is pending, then the latest. */
export const employeeNewsViewAtom = unwrap(
  atom((get) => settle(get(employeeNewsAtom))),
  (previous) => previous,
);

/** Loads the news again (the retry button). */
export const reloadEmployeeNewsAtom = atom(null, (_get, set) => {
  set(employeeNewsVersionAtom, (v) => v + 1);
});
