import { useCallback, useEffect, useRef, useState } from 'react';
import { needsLoad } from './treeModel';
import type { LoadedChildren, LoadedChildrenMap, OrgTreeNode } from './treeModel';

/** Fetches a node's children; must stop work (and may reject) when `signal` aborts. */
export type LoadChildren = (
  node: OrgTreeNode,
  context: { signal: AbortSignal },
) => Promise<readonly OrgTreeNode[]>;

export interface LazyChildren {
  loaded: LoadedChildrenMap;
  /** Starts loading the node's children unless they are known or already on their way. */
  ensureLoaded: (node: OrgTreeNode) => void;
}

/**
 * The per-node cache behind lazy expansion: each node is asked for once (again after a failure,
 * which is the retry), answers of an unmounted tree are dropped, and the pending requests are
 * aborted on unmount.
 */
export function useLazyChildren(loadChildren: LoadChildren | undefined): LazyChildren {
  const [loaded, setLoaded] = useState<LoadedChildrenMap>(() => new Map());
  // Read synchronously so a burst of calls (`*`, an effect and a click) asks once per node.
  const loadedRef = useRef(loaded);
  const controllers = useRef(new Map<string, AbortController>());
  const loadRef = useRef(loadChildren);
  useEffect(() => {
    loadRef.current = loadChildren;
  }, [loadChildren]);

  useEffect(() => {
    const pending = controllers.current;
    return () => {
      for (const controller of pending.values()) controller.abort();
      pending.clear();
    };
  }, []);

  const update = useCallback((key: string, entry: LoadedChildren) => {
    const next = new Map(loadedRef.current);
    next.set(key, entry);
    loadedRef.current = next;
    setLoaded(next);
  }, []);

  const ensureLoaded = useCallback(
    (node: OrgTreeNode) => {
      const load = loadRef.current;
      if (!load || !needsLoad(node, loadedRef.current)) return;
      const controller = new AbortController();
      controllers.current.set(node.key, controller);
      update(node.key, { status: 'loading' });
      load(node, { signal: controller.signal }).then(
        (children) => {
          if (controller.signal.aborted) return;
          controllers.current.delete(node.key);
          update(node.key, { status: 'loaded', children });
        },
        () => {
          if (controller.signal.aborted) return;
          controllers.current.delete(node.key);
          update(node.key, { status: 'error' });
        },
      );
    },
    [update],
  );

  return { loaded, ensureLoaded };
}
