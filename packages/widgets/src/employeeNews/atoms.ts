import { requiredApiClientAtom } from '../client/apiClientAtom';
import { remoteAtom } from '../remote';
import { fetchEmployeeNews } from './api';

/** The company's employee news (spec 01 §3), all in one page. */
const employeeNews = remoteAtom((get, signal) =>
  fetchEmployeeNews(get(requiredApiClientAtom), signal),
);

export const employeeNewsAtom = employeeNews.data;
/** The news for the view (`Remote`): the last answer stays while a new one loads. */
export const employeeNewsViewAtom = employeeNews.view;
/** Loads the news again (the retry button). */
export const reloadEmployeeNewsAtom = employeeNews.refresh;
