import {
  EMPLOYEE_NEWS_MAX_LIMIT,
  employeeNews,
  type ApiClient,
  type EmployeeNewsPage,
} from '@maru/api';

/** GET /hr/ess/employeeinfo/news?page=1&limit=9999: every news item in one page. */
export function fetchEmployeeNews(
  client: ApiClient,
  signal: AbortSignal,
): Promise<EmployeeNewsPage> {
  return client.call(employeeNews, {
    query: { page: 1, limit: EMPLOYEE_NEWS_MAX_LIMIT },
    signal,
  });
}
