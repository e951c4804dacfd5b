import { orgChildren, orgUserFind, type ApiClient } from '@maru/api';
import type { PortalLocale } from '../../../i18n';
import { hitsFromSearchTree, toChartDepartment } from './orgChartData';
import type { OrgChartCalls } from './orgChartStore';

/**
 * The chart's calls over the directory contract (spec 01 §7): the tree of the current company
 * with members included (`memberIncluedYn=Y`: each department comes with its own members), and
 * the word search across the user's companies, narrowed to the current one. The calls are
 * silent: the chart shows its own error and retry states (a 401 still signs out).
 */
export function createOrgChartCalls(
  client: ApiClient,
  context: { locale: PortalLocale; studioId: string },
): OrgChartCalls {
  const { locale, studioId } = context;
  const children = async (orgId: string | undefined, signal: AbortSignal) => {
    const query =
      orgId === undefined
        ? { memberIncluedYn: 'Y' as const }
        : { orgId, memberIncluedYn: 'Y' as const };
    const nodes = await client.call(orgChildren, { query, signal, silent: true });
    return nodes.map((node) => toChartDepartment(node, locale));
  };
  return {
    roots: (signal) => children(undefined, signal),
    children: (departmentId, signal) => children(departmentId, signal),
    search: async (word, signal) => {
      const tree = await client.call(orgUserFind, {
        query: { searchWord: word },
        signal,
        silent: true,
      });
      return hitsFromSearchTree(tree, studioId, word, locale);
    },
  };
}
