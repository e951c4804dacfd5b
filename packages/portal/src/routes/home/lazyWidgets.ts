import { createElement, use, type ComponentType } from 'react';
import { loadWithin } from '../lazyPage';

/**
 * Components of a module loaded apart from the page, for the home widgets: the page frame
 * paints with the shell while the widgets arrive as one chunk (GUIDE §6 first-load budget).
 * Every component shares the one load (started at once with `eager`, else on first render),
 * suspends in its own `WidgetBoundary`, and a failed or timed-out load is forgotten, so the
 * boundary's retry (a remount) asks for the chunk again instead of failing forever like
 * `React.lazy`.
 */
export function lazyWidgets<M extends object>(
  load: () => Promise<M>,
  { eager = false }: { eager?: boolean } = {},
) {
  let pending: Promise<M> | null = null;
  const loaded = (): Promise<M> =>
    (pending ??= loadWithin(load).catch((error: unknown) => {
      pending = null;
      throw error;
    }));

  // An eager load that fails is only reported when a widget renders (and retried then).
  if (eager) loaded().catch(() => undefined);

  return function widget<K extends keyof M>(name: K): M[K] {
    function LazyWidget(props: object) {
      const component = use(loaded())[name] as ComponentType<object>;
      return createElement(component, props);
    }
    LazyWidget.displayName = `Lazy(${String(name)})`;
    return LazyWidget as M[K];
  };
}
