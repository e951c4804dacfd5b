import {
  HIGHLIGHT_LIST_SEPARATOR,
  type DepartmentSearchCount,
  type Highlight,
  type MenuSearchCount,
  type MenuSearchItem,
  type UserSearchItem,
  type UserHighlightField,
} from '@maru/api';
import { DEFAULT_TIME_ZONE, formatUnix } from '@maru/api/dates';
import { localeTags, type Locale, type OrgTreeNode, type TextPart } from '@maru/ui';
import type { PortalLocale } from '../../i18n';
import { displayName } from '../../shell/displayName';
import {
  resolveMenuLink,
  type MenuLink,
  type MenuLinkContext,
} from '../../shell/sidemenu/resolveMenuLink';

/*
 * How results are shown (spec 01 §2 "Unified search", §3 "Search results"), without React:
 * highlighted text from the server's ranges, where a post or a menu leads, and the aside's
 * trees with counts.
 */

/**
 * The parts of `text` with the ranges of `field` marked. Ranges are clamped to the text,
 * sorted and merged, so a bad range never throws or repeats text. The view renders the
 * marked parts as `<mark>` elements: text only, never HTML.
 */
export function highlightedParts<Field extends string>(
  text: string,
  highlights: readonly Highlight<Field>[],
  field: Field,
): TextPart[] {
  const ranges = highlights
    .filter((range) => range.field === field)
    .map((range) => ({
      start: Math.max(0, Math.min(range.start, text.length)),
      end: Math.max(0, Math.min(range.end, text.length)),
    }))
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start);
  const parts: TextPart[] = [];
  let from = 0;
  for (const range of ranges) {
    const start = Math.max(range.start, from);
    if (range.end <= start) continue;
    if (start > from) parts.push({ text: text.slice(from, start), match: false });
    parts.push({ text: text.slice(start, range.end), match: true });
    from = range.end;
  }
  if (from < text.length || parts.length === 0) {
    parts.push({ text: text.slice(from), match: false });
  }
  return parts;
}

/** A list field (tags, attachment names) as the text its highlights index into. */
export function joinedListText(values: readonly string[]): string {
  return values.join(HIGHLIGHT_LIST_SEPARATOR);
}

/**
 * Where a found menu leads: the menu link rule of the left menu (`resolveMenuLink`), so a search
 * result never opens a URL the menu itself would not. A result is a plain menu, never a folder.
 */
export function menuResultLink(item: MenuSearchItem, context: MenuLinkContext): MenuLink {
  return resolveMenuLink(
    {
      menuId: item.menuId,
      menuTypeCode: 'menu',
      boardType: null,
      folderFlag: '0',
      linkType: item.linkType,
      linkUrl: item.linkUrl,
      visibleFlag: '1',
      urlPath: item.urlPath,
    },
    context,
  );
}

/** The user mode's department tree: the count of each department as its badge. */
export function departmentTree(counts: readonly DepartmentSearchCount[]): OrgTreeNode[] {
  return counts.map((department) => ({
    key: department.organizationId,
    label: department.organizationName,
    count: department.searchCount,
    children: departmentTree(department.children),
  }));
}

/** Keys of the departments to show open: every one with matches below it. */
export function departmentsWithMatches(counts: readonly DepartmentSearchCount[]): string[] {
  return counts.flatMap((department) =>
    department.searchCount > 0 && department.children.length > 0
      ? [department.organizationId, ...departmentsWithMatches(department.children)]
      : [],
  );
}

/** The post mode's board list: one node per board the user may read, with its count. */
export function boardTree(counts: readonly MenuSearchCount[]): OrgTreeNode[] {
  return counts.map((menu) => ({
    key: String(menu.menuId),
    label: menu.menuName,
    count: menu.searchCount,
    children: [],
  }));
}

/** Total of a list of counts (the "all" row of a tree). */
export function totalCount(counts: readonly { searchCount: number }[]): number {
  return counts.reduce((sum, item) => sum + item.searchCount, 0);
}

/**
 * When a post was written (unix seconds), as a date in the company's calendar (the default
 * company zone: the portal is not told another), so the same post shows the same day to everyone.
 */
export function formatPostDate(seconds: number, locale: Locale): string {
  return formatUnix(seconds, localeTags[locale], { dateStyle: 'medium' }, DEFAULT_TIME_ZONE);
}

/**
 * The name a found member is shown by, and the field its highlights come from: the Korean name
 * in Korean, the English name otherwise (the profile menu's rule, `displayName`).
 */
export function shownUserName(
  user: Pick<UserSearchItem, 'userName' | 'userNameEn'>,
  locale: PortalLocale,
): { text: string; field: UserHighlightField } {
  const text = displayName(user, locale);
  return { text, field: text === user.userName ? 'userName' : 'userNameEn' };
}
