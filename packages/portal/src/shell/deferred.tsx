import { Suspense, type ComponentType } from 'react';
import { lazyWithRetry } from '../lazy';

/**
 * A component whose code stays out of the first load (GUIDE §6: the home route within 170 KiB).
 * The fallback renders at once with the same props and is replaced as soon as the module
 * arrives, which starts on first render, so it is there long before anyone reaches for it.
 * Used for what the home page's first paint does not need: the top bar's overlays (react-aria's
 * menu and tooltip code), the mega-menu and trial banner (they wait for data anyway), and the
 * layouts of other routes with the left menu.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P>,
): ComponentType<P> {
  const Loaded = lazyWithRetry(load);
  function Deferred(props: P) {
    return (
      <Suspense fallback={<Fallback {...props} />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
