import type { CloudInfo, MenuNode } from '@maru/api';
import { siteHosts } from '../../app/siteHosts';
import { buildMegaMenu } from './megaMenu';
import { MegaMenu } from './MegaMenu';
import { MenuRow } from './MenuRow';

/**
 * The global mega-menu row under the top bar: the top menus as three levels, with the link
 * rule of the left menu. Loaded lazily with its builder (it waits for the menus anyway).
 */
export function GlobalMenu({
  menus,
  cloud,
}: {
  menus: readonly MenuNode[];
  cloud: Pick<CloudInfo, 'isCloud' | 'useGa'>;
}) {
  const entries = buildMegaMenu(menus, { cloud, hosts: siteHosts });
  if (entries.length === 0) return null;
  return (
    <MenuRow>
      <MegaMenu entries={entries} />
    </MenuRow>
  );
}
