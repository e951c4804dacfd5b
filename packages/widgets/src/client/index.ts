export { apiClientAtom, requiredApiClientAtom } from './apiClientAtom';
export { WidgetsProvider, type WidgetsProviderProps, type WidgetsStore } from './WidgetsProvider';
