export {
  lazyModule,
  lazyWithRetry,
  ROUTE_LOAD_TIMEOUT_MS,
  type PortalLazyOptions,
} from './lazyWithRetry';
