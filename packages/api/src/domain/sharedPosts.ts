import type { Employee, EmployeeSubDepartment } from './organisation';

/*
 * What a viewer may see of another member's posts (issue 13, hole 1). A viewer sees members of
 * the companies the viewer holds a post in (spec 01 §6); of a member with posts in several
 * companies, only the posts in those companies. The reference server and the MSW handlers both
 * answer through these, so they tell the same story.
 */

/** One post of a member: the main post or a concurrent one. */
type Post = EmployeeSubDepartment;

/** Who is looking: the companies of the viewer's posts, and the one the viewer works in now. */
export interface PostViewer {
  studioIds: readonly string[];
  currentStudioId: string | null;
}

function mainPostOf(member: Employee): Post {
  return {
    organizationId: member.organizationId,
    studioId: member.studioId,
    dutyDesc: member.dutyDesc,
  };
}

/** The member's posts in companies the viewer shares, the main post first, then in order. */
function sharedPostsOf(member: Employee, viewer: PostViewer): Post[] {
  const shared = new Set(viewer.studioIds);
  return [mainPostOf(member), ...member.subDepartments].filter((post) => shared.has(post.studioId));
}

/**
 * The post whose reporting line and team the relations call answers with (`GET
 * /fnd/{userId}/members`): the member's post in the viewer's current company if there is one,
 * else the main post if the viewer shares its company, else the first shared concurrent post;
 * null when the viewer shares no company with the member. The viewer's current company comes
 * first because that is the organisation the viewer is looking at.
 */
export function relationPostOf(member: Employee, viewer: PostViewer): Post | null {
  const shared = sharedPostsOf(member, viewer);
  return shared.find((post) => post.studioId === viewer.currentStudioId) ?? shared[0] ?? null;
}

/**
 * The member as the profile dialog shows them to the viewer: the main post when the viewer
 * shares its company, else the relations post (above) in its place; concurrent posts only in
 * shared companies. The person's own contacts stay (the viewer works with them); the names,
 * titles and group mail of a company the viewer does not share do not. Null when no post is
 * shared. A promoted concurrent post carries no head flag: heads are of main posts.
 */
export function memberSeenBy(member: Employee, viewer: PostViewer): Employee | null {
  const mainShared = viewer.studioIds.includes(member.studioId);
  const shown = mainShared ? mainPostOf(member) : relationPostOf(member, viewer);
  if (!shown) return null;
  const shared = new Set(viewer.studioIds);
  return {
    ...member,
    organizationId: shown.organizationId,
    studioId: shown.studioId,
    dutyDesc: shown.dutyDesc,
    managerFlag: mainShared ? member.managerFlag : '0',
    subDepartments: member.subDepartments.filter(
      (sub) => shared.has(sub.studioId) && sub.organizationId !== shown.organizationId,
    ),
  };
}
