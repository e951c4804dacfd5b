import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

/**
 * Regions a layout draws around the page but the page fills:
 * - `banner`: the right aside for banner widgets (home; fixed-aside on community pages);
 * - `searchAside`: the search layout's left aside (mode switch, trees with counts, options);
 * - `searchHeader`: the search layout's header above the results (keyword box, buttons).
 *
 * The page renders `<LayoutSlot name=…>` anywhere in its tree; the content is portalled into the
 * layout's region, so it keeps the page's context (atoms, providers, state). A region exists only
 * while some page fills it: no empty landmark, no placeholder content.
 */
export type LayoutSlotName = 'banner' | 'searchAside' | 'searchHeader';

const SLOT_NAMES: readonly LayoutSlotName[] = ['banner', 'searchAside', 'searchHeader'];

type SlotCounts = Record<LayoutSlotName, number>;
type SlotTargets = Record<LayoutSlotName, HTMLElement | null>;

interface SlotHostState {
  counts: SlotCounts;
  targets: SlotTargets;
}

interface SlotApi {
  /** Marks a slot as filled; the returned function releases it. */
  fill(name: LayoutSlotName): () => void;
  setTarget(name: LayoutSlotName, element: HTMLElement | null): void;
}

const SlotApiContext = createContext<SlotApi | null>(null);
const SlotStateContext = createContext<SlotHostState | null>(null);

function perSlot<T>(value: T): Record<LayoutSlotName, T> {
  return Object.fromEntries(SLOT_NAMES.map((name) => [name, value])) as Record<LayoutSlotName, T>;
}

/** Holds the slots of one page frame; `PageLayout` puts it around every layout. */
export function LayoutSlotsProvider({ children }: { children?: ReactNode }) {
  const [state, setState] = useState<SlotHostState>(() => ({
    counts: perSlot(0),
    targets: perSlot(null),
  }));
  const api = useMemo<SlotApi>(() => {
    const addCount = (name: LayoutSlotName, delta: number) =>
      setState((prev) => ({
        ...prev,
        counts: { ...prev.counts, [name]: prev.counts[name] + delta },
      }));
    return {
      fill(name) {
        addCount(name, 1);
        return () => addCount(name, -1);
      },
      setTarget(name, element) {
        setState((prev) =>
          prev.targets[name] === element
            ? prev
            : { ...prev, targets: { ...prev.targets, [name]: element } },
        );
      },
    };
  }, []);
  return (
    <SlotApiContext.Provider value={api}>
      <SlotStateContext.Provider value={state}>{children}</SlotStateContext.Provider>
    </SlotApiContext.Provider>
  );
}

/**
 * The layout's side of a slot: whether a page fills it (render the region only then) and the
 * callback ref to put on the region's element.
 */
export function useSlotHost(name: LayoutSlotName): {
  filled: boolean;
  /** A callback ref: pass it as the region element's `ref`. */
  attach: (element: HTMLElement | null) => void;
} {
  const api = useContext(SlotApiContext);
  const state = useContext(SlotStateContext);
  // Stable, so React calls it only when the region mounts or unmounts.
  const attach = useCallback(
    (element: HTMLElement | null) => api?.setTarget(name, element),
    [api, name],
  );
  return { filled: (state?.counts[name] ?? 0) > 0, attach };
}

/**
 * The page's side: renders `children` into the layout's region `name`. Render it only when there
 * is something to show (a null child does not open the region). Outside a layout that hosts
 * the region (e.g. a banner on a content-centred page) nothing is shown.
 */
export function LayoutSlot({ name, children }: { name: LayoutSlotName; children?: ReactNode }) {
  const api = useContext(SlotApiContext);
  const state = useContext(SlotStateContext);
  const hasContent = children !== null && children !== undefined && children !== false;
  useLayoutEffect(() => {
    if (!api || !hasContent) return;
    return api.fill(name);
  }, [api, name, hasContent]);
  const target = state?.targets[name] ?? null;
  return hasContent && target ? createPortal(children, target) : null;
}

/** Banner widgets (placement `banner`) for the right aside. */
export function BannerSlot({ children }: { children?: ReactNode }) {
  return <LayoutSlot name="banner">{children}</LayoutSlot>;
}

/** The search layout's left aside: search modes, trees with counts, option boxes. */
export function SearchAsideSlot({ children }: { children?: ReactNode }) {
  return <LayoutSlot name="searchAside">{children}</LayoutSlot>;
}

/** The search layout's header: keyword box, clear and search buttons. */
export function SearchHeaderSlot({ children }: { children?: ReactNode }) {
  return <LayoutSlot name="searchHeader">{children}</LayoutSlot>;
}
