export {
  lazyModule,
  lazyWithRetry,
  loadWithin,
  ROUTE_LOAD_TIMEOUT_MS,
  RouteLoadTimeoutError,
  type LazyOptions,
} from './lazyWithRetry';
