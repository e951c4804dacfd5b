export { apiClientAtom, requiredApiClientAtom } from './apiClientAtom';
export { WidgetsProvider, type WidgetsProviderProps } from './WidgetsProvider';
export { createWidgetsStore, type WidgetsStore } from './widgetsStore';
