// The page `scripts/bench-tree.mjs` drives: an OrgTree over 100 divisions × 99 teams (10,000
// nodes), production React, nothing else on the page. The script opens every division with `*`
// (10,000 visible rows), scrolls, toggles and closes everything through `window.orgTreeBench`.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { MaruProvider, OrgTree } from '@maru/ui';
// The stories' 10,000-node tree: demo data of @maru/ui, not part of its public surface.
// eslint-disable-next-line import-x/no-relative-packages
import { largeOrgTree } from '../../packages/ui/src/OrgTree/orgTreeFixtures';

const DIVISIONS = 100;
const TEAMS = 99;
const roots = largeOrgTree(DIVISIONS, TEAMS);

declare global {
  interface Window {
    orgTreeBench?: { ready: boolean; collapseAll: () => void; nodes: number };
  }
}

function Bench() {
  const [expanded, setExpanded] = useState<string[]>([]);
  useEffect(() => {
    window.orgTreeBench = {
      ready: true,
      nodes: roots.length * (TEAMS + 1),
      collapseAll: () => flushSync(() => setExpanded([])),
    };
  }, []);
  return (
    <OrgTree
      label="조직도"
      roots={roots}
      expandedKeys={expanded}
      onExpandedChange={setExpanded}
      height={560}
    />
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <MaruProvider>
      <Bench />
    </MaruProvider>,
  );
}
