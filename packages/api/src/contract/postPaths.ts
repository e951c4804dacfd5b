/*
 * Where a post opens (spec 01 §2), shared by every list of posts (home feed, unified search,
 * command palette): the portal routes of the board, named once here so they cannot drift.
 */

/** The post view route `/community/board/{menuId}/view/{listId}`. */
export function postViewPath(menuId: number, listId: number): string {
  return `/community/board/${menuId}/view/${listId}`;
}

/**
 * A post's address by its state: a deleted post (enabledFlag 0) goes to /404, a draft (9)
 * back into the editor (the insert route with the draft's id), a published post to its view.
 */
export function postPath(post: { menuId: number; listId: number; enabledFlag: number }): string {
  if (post.enabledFlag === 0) return '/404';
  if (post.enabledFlag === 9) return `/community/board/${post.menuId}/insert/${post.listId}`;
  return postViewPath(post.menuId, post.listId);
}
