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
  memberSeenBy,
  memberStudioIds,
  relationPostOf,
  type Employee,
  type PostViewer,
} from '@maru/api/domain';
import { findEmployee } from '../db/employees';
import { profileNamesOf } from '../directory/departmentNames';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { errorResponse } from '../http/errors';
import { guards, viewerOf } from '../http/guards';
import { requestLocale } from '../http/language';
import { currentStudioOf } from '../shell/studios';
import {
  chatLinksByMember,
  chatLinksOf,
  departmentsOf,
  groupMailOf,
  lookupCodesOf,
  NO_CHAT,
  relationPeopleOf,
} from './repository';
import { memberWorkStatusNow } from './workStatus';

/*
 * The profile dialog's calls (spec 01 §7), all reads. Who may ask is the route's guard
 * (`guards.sharesCompany`): an unknown member and a member of no company the viewer holds a post
 * in both answer 404 with the member-not-found text, so the answer does not reveal who exists
 * elsewhere (issue 13). What the answer shows of a member with posts in several companies is
 * limited here to the companies the viewer shares (`memberSeenBy`, `relationPostOf`).
 */

/** The member the guard let through (retired members too: the dialog opens them). */
async function memberFor(c: Context<AppEnv>, userId: string): Promise<Employee | Response> {
  const member = await findEmployee(c.get('db'), userId);
  // Only when the member went between the guard's check and this read.
  return member ?? errorResponse(c, 404, 'error.memberNotFound', 'notFound');
}

/** The viewer's companies and current company, for what the viewer may see of a member. */
async function postViewerOf(c: Context<AppEnv>): Promise<PostViewer> {
  const viewer = await viewerOf(c);
  const current = await currentStudioOf(c.get('db'), c.get('userId'));
  return {
    studioIds: viewer ? memberStudioIds(viewer) : [],
    currentStudioId: current?.dlId ?? null,
  };
}

function localeOf(c: Context<AppEnv>): Locale {
  return requestLocale(c.req.header('Lang'));
}

const byParams = guards.sharesCompany(
  (input: { params: { userId: string } }) => input.params.userId,
);
const byQuery = guards.sharesCompany((input: { query: { userId: string } }) => input.query.userId);

export function registerMemberProfileRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, memberProfile, byParams, async ({ params, c }) => {
    const member = await memberFor(c, params.userId);
    if (member instanceof Response) return member;
    // The posts of companies the viewer does not share are left out (issue 13).
    const seen = memberSeenBy(member, await postViewerOf(c));
    if (!seen) return errorResponse(c, 404, 'error.memberNotFound', 'notFound');
    const db = c.get('db');
    const locale = localeOf(c);
    // `memberProfileOf` withholds a retired member's contacts.
    return memberProfileOf(seen, {
      names: await profileNamesOf(db, seen, locale),
      groupEmail: await groupMailOf(db, seen.organizationId),
      chat: await chatLinksOf(db, seen.userId),
    });
  });

  registerEndpoint(app, memberLocations, byQuery, async ({ query, c }) => {
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

  // `offset` stays in the contract but is not read: the member's company clock decides the day.
  registerEndpoint(app, memberWorkStatus, byParams, async ({ params, c }) => {
    const member = await memberFor(c, params.userId);
    if (member instanceof Response) return member;
    const workStatus =
      member.userState === 2
        ? 9
        : await memberWorkStatusNow(c.get('db'), member.userId, c.get('now'));
    return { userId: member.userId, workStatus };
  });

  registerEndpoint(app, memberIntroductions, byQuery, async ({ query, c }) => {
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

  // The reporting line and team of one post in a company the viewer shares (issue 13).
  registerEndpoint(app, memberRelations, byParams, async ({ params, c }) => {
    const member = await memberFor(c, params.userId);
    if (member instanceof Response) return member;
    const post = relationPostOf(member, await postViewerOf(c));
    if (!post) return errorResponse(c, 404, 'error.memberNotFound', 'notFound');
    const db = c.get('db');
    const atPost = { ...member, organizationId: post.organizationId };
    const departments = await departmentsOf(db, post.studioId);
    const people = await relationPeopleOf(db, atPost, departments);
    const relations = memberRelationsOf(atPost, people, departments);
    const chat = await chatLinksByMember(db, [...relations.managers, ...relations.users]);
    const locale = localeOf(c);
    const row = (person: Employee) =>
      memberListRowOf(
        person,
        departments.find((department) => department.dlId === person.organizationId),
        locale,
        chat.get(person.userId) ?? NO_CHAT,
      );
    return { managers: relations.managers.map(row), users: relations.users.map(row) };
  });

  registerEndpoint(app, hrLookupCodes, guards.signedIn, async ({ query, c }) =>
    lookupCodesOf(c.get('db'), query.lookupType, localeOf(c)),
  );
}
