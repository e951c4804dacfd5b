import { z } from 'zod/mini';
import { defineEndpoint } from './define';
import { integerSchema, ymdSchema } from './primitives';

/**
 * The kinds of employee news (spec 01 §3 infoChk): birthdays, weddings, hire anniversaries
 * (ABOARD) and entity transfers (BBOARD, joining this company from another of the group).
 */
export const EMPLOYEE_NEWS_KINDS = ['BIRTHDAY', 'WEDDING', 'ABOARD', 'BBOARD'] as const;
export type EmployeeNewsKind = (typeof EMPLOYEE_NEWS_KINDS)[number];

/**
 * One news item (spec 01 §3). `eventYmd` is the full date (`yyyy-MM-dd`) of this occurrence:
 * the widget shows it as MM.DD but needs the year for the current-year rule. `infoChk` is kept
 * a string so a kind added later reaches old clients, which show the server's `label`. `label`
 * and `typeName` are in the request's language (the short kind, and the detail such as
 * "입사 3주년"); `color` names the kind's colour (orange, purple, blue, green).
 */
export const employeeNewsItemSchema = z.object({
  userId: z.string(),
  userPhoto: z.nullable(z.string()),
  employeeName: z.string(),
  organizationName: z.string(),
  dutyName: z.string(),
  eventYmd: ymdSchema,
  infoChk: z.string(),
  label: z.string(),
  color: z.string(),
  typeName: z.string(),
});
export type EmployeeNewsItem = z.infer<typeof employeeNewsItemSchema>;

export const employeeNewsPageSchema = z.object({
  items: z.array(employeeNewsItemSchema),
  totalCount: z.number().check(z.int(), z.nonnegative()),
});
export type EmployeeNewsPage = z.infer<typeof employeeNewsPageSchema>;

/** The largest page the news call serves; the home widget asks for everything (9999). */
export const EMPLOYEE_NEWS_MAX_LIMIT = 9999;

export const employeeNewsQuerySchema = z.object({
  page: z._default(integerSchema({ min: 1, max: 10_000 }), 1),
  limit: z._default(
    integerSchema({ min: 1, max: EMPLOYEE_NEWS_MAX_LIMIT }),
    EMPLOYEE_NEWS_MAX_LIMIT,
  ),
});

/**
 * Employee news of the caller's current company (spec 01 §2 home, "member news"), oldest
 * first; the home widget asks `page=1&limit=9999`.
 */
export const employeeNews = defineEndpoint({
  method: 'GET',
  path: '/hr/ess/employeeinfo/news',
  query: employeeNewsQuerySchema,
  response: employeeNewsPageSchema,
});
