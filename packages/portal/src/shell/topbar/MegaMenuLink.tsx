import { Link } from '@maru/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MegaMenuTarget } from './megaMenu';

/**
 * A mega-menu link: routes client-side for the portal's pages; external targets go through the
 * ui `Link`, which opens them in a new tab with `noopener noreferrer` (GUIDE §7).
 */
export function MegaMenuLink({
  target,
  children,
  onFollow,
}: {
  target: MegaMenuTarget;
  children: ReactNode;
  /** Called when the link is followed (closes the panel). */
  onFollow?: () => void;
}) {
  const navigate = useNavigate();
  const href = target.kind === 'route' ? target.to : target.href;
  return (
    <Link href={href} tone="subtle" onClick={onFollow} onNavigate={(to) => navigate(to)}>
      {children}
    </Link>
  );
}
