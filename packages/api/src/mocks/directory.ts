import { HttpResponse, type HttpHandler } from 'msw';
import {
  compareMembers,
  directoryProblemText,
  isMemberPageSize,
  lookupValues,
  lookupValuesQuerySchema,
  nonEmptyFilters,
  ORG_FIND_MEMBER_LIMIT,
  orgChildren,
  orgChildrenQuerySchema,
  orgUserFind,
  orgUserFindQuerySchema,
  PAGINATION_HEADERS,
  phoneDigits,
  unionOrgChildren,
  userPageFind,
  userPageFindQuerySchema,
  type Locale,
  type MemberRow,
  type OrgNode,
} from '../contract';
import type { z } from 'zod/mini';
import { departmentNameOf, studioNameOf, type Department, type Employee } from '../domain';
import { departments, employees, findStudio } from '../fixtures';
import {
  directoryFactsOf,
  lookupValuesFor,
  memberPosts,
  memberRowOf,
  type MemberPost,
} from '../fixtures/directory';
import { endpointHandler, requestLocale, type MockBaseOptions } from './endpointUrl';
import { validationErrorBody } from './errorBodies';
import { createMockSession, currentStudioOf, signedInEmployee, unauthorized } from './mockSession';
import type { MockSession } from './mockSession';
import { readQuery } from './readBody';

export interface DirectoryMockOptions extends MockBaseOptions {
  /** The signed-in user (their current company is the one searched); default minjun.kim. */
  session?: MockSession;
  /** The people of the directory; default the fixture company (an empty list: empty states). */
  people?: readonly Employee[];
}

/**
 * The directory over the fixtures, in memory, with the reference server's rules: the tree of
 * the user's current company (or all their companies for the union calls), the word search,
 * the lookups and the paged member search with its paging headers.
 */
export function directoryHandlers(options: DirectoryMockOptions = {}): HttpHandler[] {
  const session = options.session ?? createMockSession();
  const posts = memberPosts(options.people ?? employees);
  const model = directoryModel(posts);

  const withUser = (
    answer: (context: { request: Request; employee: Employee; locale: Locale }) => Response,
  ) =>
    (({ request }: { request: Request }) => {
      const employee = signedInEmployee(session);
      if (!employee) return unauthorized(request);
      return answer({ request, employee, locale: requestLocale(request) });
    }) as Parameters<typeof endpointHandler>[1];

  const studiosOf = (employee: Employee): string[] => [
    ...new Set([employee.studioId, ...employee.subDepartments.map((sub) => sub.studioId)]),
  ];

  return [
    endpointHandler(
      orgChildren,
      withUser(({ request, employee, locale }) => {
        const query = readQuery(request, orgChildrenQuerySchema, locale);
        if (!query.ok) return query.response;
        const studioId = currentStudioOf(session, employee);
        const { orgId, memberIncluedYn } = query.data;
        const parent = orgId === undefined ? null : model.department(orgId);
        if (orgId !== undefined && parent?.studioId !== studioId) return HttpResponse.json([]);
        return HttpResponse.json(
          model.children(studioId, orgId ?? null, locale, memberIncluedYn === 'Y'),
        );
      }),
      options,
    ),
    endpointHandler(
      unionOrgChildren,
      withUser(({ request, employee, locale }) => {
        const query = readQuery(request, orgChildrenQuerySchema, locale);
        if (!query.ok) return query.response;
        const own = studiosOf(employee);
        const { orgId, memberIncluedYn } = query.data;
        const members = memberIncluedYn === 'Y';
        if (orgId === undefined) {
          return HttpResponse.json(own.map((studioId) => model.companyNode(studioId, locale)));
        }
        if (own.includes(orgId))
          return HttpResponse.json(model.children(orgId, null, locale, members));
        const parent = model.department(orgId);
        if (!parent || !own.includes(parent.studioId)) return HttpResponse.json([]);
        return HttpResponse.json(model.children(parent.studioId, orgId, locale, members));
      }),
      options,
    ),
    endpointHandler(
      orgUserFind,
      withUser(({ request, employee, locale }) => {
        const query = readQuery(request, orgUserFindQuerySchema, locale);
        if (!query.ok) return query.response;
        return HttpResponse.json(model.find(studiosOf(employee), query.data.searchWord, locale));
      }),
      options,
    ),
    endpointHandler(
      lookupValues,
      withUser(({ request, locale }) => {
        const query = readQuery(request, lookupValuesQuerySchema, locale);
        if (!query.ok) return query.response;
        return HttpResponse.json(lookupValuesFor(query.data.typeNumber, locale));
      }),
      options,
    ),
    endpointHandler(
      userPageFind,
      withUser(({ request, employee, locale }) => {
        const query = readQuery(request, userPageFindQuerySchema, locale);
        if (!query.ok) return query.response;
        const { pageNumber, limitNumber, ...filters } = query.data;
        if (!isMemberPageSize(limitNumber)) {
          const message = directoryProblemText('pageSize', locale);
          return HttpResponse.json(
            validationErrorBody([{ path: ['limitNumber'], message }], locale),
            { status: 400 },
          );
        }
        const rows = model.search(currentStudioOf(session, employee), filters, locale);
        const start = (pageNumber - 1) * limitNumber;
        return HttpResponse.json(rows.slice(start, start + limitNumber), {
          headers: {
            [PAGINATION_HEADERS.count]: String(rows.length),
            [PAGINATION_HEADERS.limit]: String(limitNumber),
            [PAGINATION_HEADERS.page]: String(pageNumber),
          },
        });
      }),
      options,
    ),
  ];
}

type Filters = Omit<z.output<typeof userPageFindQuerySchema>, 'pageNumber' | 'limitNumber'>;

function contains(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase());
}

/** The in-memory directory the handlers answer from (the server does the same in SQL). */
function directoryModel(posts: readonly MemberPost[]) {
  const byDepartment = new Map<string, MemberPost[]>();
  for (const post of posts) {
    const list = byDepartment.get(post.organizationId) ?? [];
    list.push(post);
    byDepartment.set(post.organizationId, list);
  }
  const department = (dlId: string) => departments.find((candidate) => candidate.dlId === dlId);
  const childrenOf = (studioId: string, parentId: string | null) =>
    departments
      .filter((candidate) => candidate.studioId === studioId && candidate.parentId === parentId)
      .sort((a, b) => a.sortNo - b.sortNo);
  const subtreeIds = (root: Department): string[] => [
    root.dlId,
    ...childrenOf(root.studioId, root.dlId).flatMap(subtreeIds),
  ];
  const rowsOf = (dlIds: readonly string[], locale: Locale): MemberRow[] =>
    dlIds
      .flatMap((dlId) => byDepartment.get(dlId) ?? [])
      .map((post) => memberRowOf(post, locale))
      .sort((a, b) => compareMembers(a, b, true));

  const nodeOf = (dept: Department, locale: Locale, members: boolean): OrgNode => {
    const below = subtreeIds(dept);
    const everyone = new Set(
      below.flatMap((dlId) => (byDepartment.get(dlId) ?? []).map((post) => post.employee.userId)),
    );
    return {
      dlId: dept.dlId,
      dlName: departmentNameOf(dept, locale),
      organizationId: dept.dlId,
      studioId: dept.studioId,
      parentId: dept.parentId,
      children: [],
      childCount: childrenOf(dept.studioId, dept.dlId).length,
      memberCount: byDepartment.get(dept.dlId)?.length ?? 0,
      totalMemberCount: everyone.size,
      groupMail: dept.groupMail,
      ...(members ? { members: rowsOf([dept.dlId], locale) } : {}),
    };
  };

  const companyNode = (studioId: string, locale: Locale): OrgNode => {
    const studio = findStudio(studioId);
    const tops = childrenOf(studioId, null);
    const everyone = new Set(
      posts.filter((post) => post.studioId === studioId).map((post) => post.employee.userId),
    );
    return {
      dlId: studioId,
      dlName: studio ? studioNameOf(studio, locale) : studioId,
      organizationId: studioId,
      studioId,
      parentId: null,
      children: tops.map((top) => nodeOf(top, locale, false)),
      childCount: tops.length,
      memberCount: 0,
      totalMemberCount: everyone.size,
      groupMail: null,
    };
  };

  return {
    department,
    companyNode,
    children(studioId: string, parentId: string | null, locale: Locale, members: boolean) {
      return childrenOf(studioId, parentId).map((child) => nodeOf(child, locale, members));
    },
    /**
     * Matching organisations and members with the path above each, under company roots; members
     * as a search by name lists them (once per company, at most ORG_FIND_MEMBER_LIMIT).
     */
    find(studioIds: readonly string[], word: string, locale: Locale): OrgNode[] {
      const matched = new Map<string, MemberRow[]>();
      for (const studioId of studioIds) {
        for (const row of this.search(studioId, { userName: word }, locale).slice(
          0,
          ORG_FIND_MEMBER_LIMIT,
        )) {
          matched.set(row.organizationId, [...(matched.get(row.organizationId) ?? []), row]);
        }
      }
      const build = (dept: Department): OrgNode | null => {
        const children = childrenOf(dept.studioId, dept.dlId)
          .map(build)
          .filter((node): node is OrgNode => node !== null);
        const members = matched.get(dept.dlId);
        const names = [dept.dlName, dept.dlNameEn, dept.dlNameJa, dept.dlNameZh];
        const matches = names.some((name) => contains(name, word));
        if (!matches && children.length === 0 && members === undefined) return null;
        return { ...nodeOf(dept, locale, false), children, ...(members ? { members } : {}) };
      };
      return studioIds.flatMap((studioId) => {
        const tops = childrenOf(studioId, null)
          .map(build)
          .filter((node): node is OrgNode => node !== null);
        return tops.length === 0 ? [] : [{ ...companyNode(studioId, locale), children: tops }];
      });
    },
    search(studioId: string, raw: Filters, locale: Locale): MemberRow[] {
      const filters = nonEmptyFilters(raw);
      const byOrganisation = filters.dlId !== undefined;
      const phone = filters.phoneNumber === undefined ? '' : phoneDigits(filters.phoneNumber);
      const seen = new Set<string>();
      return posts
        .filter((post) => post.studioId === studioId)
        .filter((post) => {
          if (byOrganisation) return post.organizationId === filters.dlId;
          // A search lists each member once: the main post, else the first concurrent post here.
          if (seen.has(post.employee.userId)) return false;
          seen.add(post.employee.userId);
          return true;
        })
        .filter((post) => {
          const { employee } = post;
          const facts = directoryFactsOf(employee);
          if (
            filters.userName &&
            !contains(employee.userName, filters.userName) &&
            !contains(employee.userNameEn, filters.userName)
          )
            return false;
          if (filters.email && !contains(employee.email, filters.email)) return false;
          if (filters.dutyCode && facts.dutyCode !== filters.dutyCode) return false;
          if (filters.jobGroupCode && facts.jobGroupCode !== filters.jobGroupCode) return false;
          if (filters.phoneNumber !== undefined) {
            if (phone === '') return false;
            const numbers = [employee.mobile, employee.telOffice].map(phoneDigits);
            if (!numbers.some((number) => number.includes(phone))) return false;
          }
          return true;
        })
        .map((post) => memberRowOf(post, locale))
        .sort((a, b) => compareMembers(a, b, byOrganisation));
    },
  };
}
