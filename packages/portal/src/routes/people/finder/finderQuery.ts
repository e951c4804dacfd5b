import {
  DEFAULT_MEMBER_PAGE_SIZE,
  nonEmptyFilters,
  type OrgNode,
  type UserPageFindQuery,
} from '@maru/api';
import type { OrgTreeNode } from '@maru/ui';

/*
 * The member finder's rules without React (spec 01 §2, §5, §9): what the search form sends,
 * what a selected organisation sends, paging, and the tree nodes made from the directory's
 * organisation nodes.
 */

/** The search form's fields (spec 01 §2): name, email, phone, rank/duty. */
export interface FinderForm {
  userName: string;
  email: string;
  phoneNumber: string;
  dutyCode: string;
}

export const EMPTY_FORM: FinderForm = { userName: '', email: '', phoneNumber: '', dutyCode: '' };

/** What the list shows: a search by the form, or one organisation's members. */
export type FinderSubject =
  | { kind: 'search'; form: FinderForm }
  | { kind: 'organisation'; dlId: string; name: string; groupMail: string | null };

export interface FinderPaging {
  page: number;
  pageSize: number;
}

export const FIRST_PAGE: FinderPaging = { page: 1, pageSize: DEFAULT_MEMBER_PAGE_SIZE };

/**
 * The member search query (spec 01 §5: only non-empty fields are sent). A selected organisation
 * sends its dlId alone: the list is that organisation's members, whatever the form holds.
 */
export function memberQueryOf(subject: FinderSubject, paging: FinderPaging): UserPageFindQuery {
  const filters =
    subject.kind === 'organisation' ? { dlId: subject.dlId } : nonEmptyFilters(subject.form);
  return { ...filters, pageNumber: paging.page, limitNumber: paging.pageSize };
}

/** True when the form has nothing to search by (the whole company is listed). */
export function isBlankForm(form: FinderForm): boolean {
  return Object.keys(nonEmptyFilters(form)).length === 0;
}

/**
 * An organisation node as the tree shows it: children inline when the answer carried them (a
 * word search), otherwise loaded on first expand when it has any; its members counted (posts
 * in it, what selecting it lists); its group mail as the tree's mail link.
 */
export function treeNodeOf(node: OrgNode): OrgTreeNode {
  const inline = node.children.length > 0;
  return {
    key: node.dlId,
    label: node.dlName,
    ...(inline ? { children: node.children.map(treeNodeOf) } : {}),
    hasChildren: inline || node.childCount > 0,
    count: node.memberCount,
    groupMail: node.groupMail,
  };
}

/**
 * The word search's answer (across all the user's companies, under company roots) narrowed to
 * the company the finder lists: the member search covers the current company only, so a
 * department elsewhere would list no one.
 */
export function searchTreeFor(tree: readonly OrgNode[], studioId: string): OrgTreeNode[] {
  const company = tree.find((root) => root.studioId === studioId && root.parentId === null);
  if (!company) return [];
  // The company root itself is not a department: its divisions are the tree's roots. The
  // answer's paths are complete, so a node without children here has none to load.
  const complete = (node: OrgNode): OrgTreeNode => ({
    ...treeNodeOf(node),
    children: node.children.map(complete),
  });
  return company.children.map(complete);
}
