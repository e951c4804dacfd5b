import type { Context, Hono } from 'hono';
import {
  hrLookupCodes,
  memberIntroductions,
  memberLocations,
  memberProfile,
  memberRelations,
  memberWorkStatus,
  type Locale,
} from '@maru/api';
import {
  memberListRowOf,
  memberProfileOf,
  memberRelationsOf,
  sharesCompany,
  type Employee,
} from '@maru/api/fixtures';
import { findEmployee } from '../db/employees';
import { profileNamesOf } from '../directory/departmentNames';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { errorResponse } from '../http/errors';
import { requestLocale } from '../http/language';
import {
  chatLinksByMember,
  chatLinksOf,
  departmentsOf,
  lookupCodesOf,
  relationPeopleOf,
} from './repository';
import { memberWorkStatusNow } from './workStatus';

/**
 * The member a call is about, once the server checked it itself: 401 without a viewer, 404 for
 * an unknown member (the member-not-found text), 403 for a member of no company the viewer
 * belongs to (main post or concurrent posts, spec 01 §6 "users with several companies").
 */
async function memberFor(c: Context<AppEnv>, userId: string): Promise<Employee | Response> {
  const db = c.get('db');
  const viewer = await findEmployee(db, c.get('userId'));
  if (!viewer) return errorResponse(c, 401, 'error.unauthorized', 'unauthorized');
  // Retired members are employees too (userState 2): the dialog opens them with the notice.
  const member = await findEmployee(db, userId);
  if (!member) return errorResponse(c, 404, 'error.memberNotFound', 'notFound');
  if (!sharesCompany(viewer, member)) return errorResponse(c, 403, 'error.forbidden', 'forbidden');
  return member;
}

function localeOf(c: Context<AppEnv>): Locale {
  return requestLocale(c.req.header('Lang'));
}

/** The profile dialog's calls (spec 01 §7), all reads, all scoped by `memberFor`. */
export function registerMemberProfileRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, memberProfile, async ({ params, c }) => {
    const member = await memberFor(c, params.userId);
    if (member instanceof Response) return member;
    const db = c.get('db');
    const locale = localeOf(c);
    const names = await profileNamesOf(db, member, locale);
    // `memberProfileOf` withholds a retired member's contacts.
    return memberProfileOf(member, locale, await chatLinksOf(db, member.userId), names);
  });

  registerEndpoint(app, memberLocations, async ({ query, c }) => {
    const member = await memberFor(c, query.userId);
    if (member instanceof Response) return member;
    const rows = await c
      .get('db')
      .selectFrom('member_locations')
      .select('location_id')
      .where('user_id', '=', member.userId)
      .orderBy('sort_no')
      .execute();
    return rows.map((row) => ({ locationId: row.location_id }));
  });

  registerEndpoint(app, memberWorkStatus, async ({ params, query, c }) => {
    const member = await memberFor(c, params.userId);
    if (member instanceof Response) return member;
    const workStatus =
      member.userState === 2
        ? 9
        : await memberWorkStatusNow(c.get('db'), member.userId, c.get('now'), query.offset);
    return { userId: member.userId, workStatus };
  });

  registerEndpoint(app, memberIntroductions, async ({ query, c }) => {
    const member = await memberFor(c, query.userId);
    if (member instanceof Response) return member;
    const rows = await c
      .get('db')
      .selectFrom('member_introductions')
      .select(['introduction_id', 'tag_name', 'sort_no'])
      .where('user_id', '=', member.userId)
      .orderBy('sort_no')
      .execute();
    return rows.map((row) => ({
      introductionId: row.introduction_id,
      tagName: row.tag_name,
      sortNo: row.sort_no,
    }));
  });

  registerEndpoint(app, memberRelations, async ({ params, c }) => {
    const member = await memberFor(c, params.userId);
    if (member instanceof Response) return member;
    const db = c.get('db');
    const departments = await departmentsOf(db, member.studioId);
    const people = await relationPeopleOf(db, member, departments);
    const relations = memberRelationsOf(member, people, departments);
    const chat = await chatLinksByMember(db, [...relations.managers, ...relations.users]);
    const locale = localeOf(c);
    const row = (person: Employee) =>
      memberListRowOf(
        person,
        departments.find((department) => department.dlId === person.organizationId),
        locale,
        chat.get(person.userId),
      );
    return { managers: relations.managers.map(row), users: relations.users.map(row) };
  });

  registerEndpoint(app, hrLookupCodes, async ({ query, c }) =>
    lookupCodesOf(c.get('db'), query.lookupType, localeOf(c)),
  );
}
