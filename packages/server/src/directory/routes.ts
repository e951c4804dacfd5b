import type { Context, Hono } from 'hono';
import {
  directoryProblemText,
  isMemberPageSize,
  lookupValues,
  orgChildren,
  orgUserFind,
  PAGINATION_HEADERS,
  unionOrgChildren,
  userPageFind,
} from '@maru/api';
import { directoryCategoryName } from '@maru/api/domain';
import { guards } from '../http/guards';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { errorResponse, validationError } from '../http/errors';
import { requestLocale } from '../http/language';
import { currentStudioOf, userStudiosOf } from '../shell/studios';
import { countMembers, pageOfMembers } from './members';
import { childDepartments, companyNodes, departmentById, findOrgTree, orgNodesOf } from './tree';

function notFound(c: Context<AppEnv>): Response {
  return errorResponse(c, 404, 'server.notFound', 'notFound');
}

/** The caller's companies (main first) and the one they work in now. */
async function scopeOf(c: Context<AppEnv>) {
  const db = c.get('db');
  const userId = c.get('userId');
  const current = await currentStudioOf(db, userId);
  const own = (await userStudiosOf(db, userId, 'ko')).map((studio) => studio.dlId);
  return { current: current?.dlId ?? null, own };
}

/**
 * The directory calls (spec 01 §7). The tree and the member search answer the caller's current
 * company; the union tree and the word search every company the caller belongs to. A department
 * outside that scope is answered as not found (its existence is not confirmed either).
 */
export function registerDirectoryRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, orgChildren, guards.signedIn, async ({ query, c }) => {
    const db = c.get('db');
    const locale = requestLocale(c.req.header('Lang'));
    const { current } = await scopeOf(c);
    if (current === null) return [];
    const withMembers = query.memberIncluedYn === 'Y';
    if (query.orgId === undefined) {
      return orgNodesOf(db, await childDepartments(db, current, null), locale, withMembers);
    }
    const parent = await departmentById(db, query.orgId);
    if (parent?.studio_id !== current) return notFound(c);
    return orgNodesOf(db, await childDepartments(db, current, parent.dl_id), locale, withMembers);
  });

  registerEndpoint(app, unionOrgChildren, guards.signedIn, async ({ query, c }) => {
    const db = c.get('db');
    const locale = requestLocale(c.req.header('Lang'));
    const { own } = await scopeOf(c);
    const withMembers = query.memberIncluedYn === 'Y';
    if (query.orgId === undefined) return companyNodes(db, own, locale);
    if (own.includes(query.orgId)) {
      return orgNodesOf(db, await childDepartments(db, query.orgId, null), locale, withMembers);
    }
    const parent = await departmentById(db, query.orgId);
    if (!parent || !own.includes(parent.studio_id)) return notFound(c);
    return orgNodesOf(
      db,
      await childDepartments(db, parent.studio_id, parent.dl_id),
      locale,
      withMembers,
    );
  });

  registerEndpoint(app, orgUserFind, guards.signedIn, async ({ query, c }) => {
    const { own } = await scopeOf(c);
    return findOrgTree(c.get('db'), own, query.searchWord, requestLocale(c.req.header('Lang')));
  });

  registerEndpoint(app, lookupValues, guards.signedIn, async ({ query, c }) => {
    const locale = requestLocale(c.req.header('Lang'));
    const rows = await c
      .get('db')
      .selectFrom('directory_lookups')
      .selectAll()
      .where('type_number', '=', query.typeNumber)
      .orderBy('sort_no')
      .execute();
    return rows.map((row) => ({
      lookupValueId: row.lookup_value_id,
      categoryName: directoryCategoryName(row.type_number, locale),
      lookupCode: row.lookup_code,
      meaning: row[`meaning_${locale}`],
      attribute01: null,
      typeCode: row.type_number,
      masking: null,
    }));
  });

  registerEndpoint(app, userPageFind, guards.signedIn, async ({ query, c }) => {
    const locale = requestLocale(c.req.header('Lang'));
    const { pageNumber, limitNumber, ...filters } = query;
    if (!isMemberPageSize(limitNumber)) {
      return validationError(c, [
        { field: 'limitNumber', message: directoryProblemText('pageSize', locale) },
      ]);
    }
    const db = c.get('db');
    const { current } = await scopeOf(c);
    const [count, rows] =
      current === null
        ? [0, []]
        : await Promise.all([
            countMembers(db, current, filters),
            pageOfMembers(db, current, filters, locale, { pageNumber, limitNumber }),
          ]);
    c.header(PAGINATION_HEADERS.count, String(count));
    c.header(PAGINATION_HEADERS.limit, String(limitNumber));
    c.header(PAGINATION_HEADERS.page, String(pageNumber));
    // A portal served from another origin may read the paging too.
    c.header('Access-Control-Expose-Headers', Object.values(PAGINATION_HEADERS).join(', '));
    return rows;
  });
}
