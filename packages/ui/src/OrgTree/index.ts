export { OrgTree } from './OrgTree';
export type { OrgTreeProps, SearchOrgTree } from './OrgTree';
export type { LoadChildren } from './useLazyChildren';
export {
  appendTypeahead,
  commandForKey,
  countMatches,
  flattenVisible,
  highlightParts,
  startsWithTypeahead,
  typeaheadIndex,
  TYPEAHEAD_TIMEOUT_MS,
} from './treeModel';
export type {
  ChildrenStatus,
  OrgTreeNode,
  TextPart,
  TreeCommand,
  TypeaheadBuffer,
  VisibleRow,
} from './treeModel';
