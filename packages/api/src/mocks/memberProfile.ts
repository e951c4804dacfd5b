import { HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import {
  hrLookupCodes,
  hrLookupCodesQuerySchema,
  memberIntroductions,
  memberLocations,
  memberParamsSchema,
  memberProfile,
  memberQuerySchema,
  memberRelations,
  memberWorkStatus,
  type Locale,
  type MemberWorkStatusCode,
} from '../contract';
import {
  memberSeenBy,
  memberStudioIds,
  relationPostOf,
  type Employee,
  type PostViewer,
} from '../domain';
import {
  demoWorkStatusFor,
  findMember,
  hrLookupCodesFor,
  memberIntroductionTagsFor,
  memberLocationIdsFor,
  memberProfileFor,
  memberRelationsFor,
} from '../fixtures';
import { endpointHandler, requestLocale, type MockBaseOptions } from './endpointUrl';
import { metaErrorBody } from './errorBodies';
import {
  createMockSession,
  currentStudioOf,
  signedInEmployee,
  unauthorized,
  type MockSession,
} from './mockSession';
import { parseInput, readQuery } from './readBody';

export interface MemberProfileMockOptions extends MockBaseOptions {
  /** The viewer; default a fresh minjun.kim session. */
  session?: MockSession;
  /** Work status per member id; default the fixtures' demo pattern. */
  workStatus?: Readonly<Record<string, MemberWorkStatusCode>>;
  /** The status call fails with 500 for everyone (the dialog then shows 9, left work). */
  failWorkStatus?: boolean;
}

type Resolver = Parameters<typeof endpointHandler>[1];
type ResolverInfo = Parameters<Resolver>[0];

function notFound(locale: Locale): Response {
  return HttpResponse.json(metaErrorBody('NOT_FOUND', 'notFound', 'error.memberNotFound', locale), {
    status: 404,
  });
}

/**
 * The profile dialog's calls over the fixtures, with the reference server's rules: 401 without
 * a viewer, 400 for a malformed id, 404 for an unknown member and for a member of no company the
 * viewer belongs to (the same answer, issue 13); only the member's posts in shared companies;
 * a retired member's contacts withheld.
 */
export function memberProfileHandlers(options: MemberProfileMockOptions = {}): HttpHandler[] {
  const session = options.session ?? createMockSession();

  /** Validates the viewer and the member id (from `source`), then answers for the member. */
  const forMember =
    <S extends z.ZodMiniType<{ userId: string }>>(
      schema: S,
      source: (info: ResolverInfo) => unknown,
      answer: (member: Employee, locale: Locale, viewer: PostViewer) => Response,
    ): Resolver =>
    (info) => {
      const viewer = signedInEmployee(session);
      if (!viewer) return unauthorized(info.request);
      const locale = requestLocale(info.request);
      const input = parseInput(source(info), schema, locale);
      if (!input.ok) return input.response;
      const member = findMember((input.data as { userId: string }).userId);
      const seenBy = {
        studioIds: memberStudioIds(viewer),
        currentStudioId: currentStudioOf(session, viewer),
      };
      // Unknown, or of no shared company: the same 404, as the server's sharesCompany guard.
      if (!member || !relationPostOf(member, seenBy)) return notFound(locale);
      return answer(member, locale, seenBy);
    };
  const fromParams = (info: ResolverInfo) => info.params;
  const fromQuery = (info: ResolverInfo) =>
    Object.fromEntries(new URL(info.request.url).searchParams);

  return [
    endpointHandler(
      memberProfile,
      forMember(memberParamsSchema, fromParams, (member, locale, viewer) =>
        HttpResponse.json(memberProfileFor(memberSeenBy(member, viewer) ?? member, locale)),
      ),
      options,
    ),
    endpointHandler(
      memberLocations,
      forMember(memberQuerySchema, fromQuery, (member) =>
        HttpResponse.json(memberLocationIdsFor(member).map((locationId) => ({ locationId }))),
      ),
      options,
    ),
    endpointHandler(
      memberWorkStatus,
      forMember(memberParamsSchema, fromParams, (member) => {
        if (options.failWorkStatus) return new HttpResponse(null, { status: 500 });
        const workStatus =
          member.userState === 2
            ? 9
            : (options.workStatus?.[member.userId] ?? demoWorkStatusFor(member.userId));
        return HttpResponse.json({ userId: member.userId, workStatus });
      }),
      options,
    ),
    endpointHandler(
      memberIntroductions,
      forMember(memberQuerySchema, fromQuery, (member) =>
        HttpResponse.json(
          memberIntroductionTagsFor(member.userId).map((tagName, index) => ({
            introductionId: index + 1,
            tagName,
            sortNo: index + 1,
          })),
        ),
      ),
      options,
    ),
    endpointHandler(
      memberRelations,
      forMember(memberParamsSchema, fromParams, (member, locale, viewer) =>
        HttpResponse.json(
          memberRelationsFor(member, locale, relationPostOf(member, viewer)?.organizationId),
        ),
      ),
      options,
    ),
    endpointHandler(
      hrLookupCodes,
      ({ request }) => {
        if (!signedInEmployee(session)) return unauthorized(request);
        const locale = requestLocale(request);
        const query = readQuery(request, hrLookupCodesQuerySchema, locale);
        if (!query.ok) return query.response;
        return HttpResponse.json(hrLookupCodesFor(query.data.lookupType, locale));
      },
      options,
    ),
  ];
}
