export { createApiClient, REQUEST_TIMEOUT_MS } from './createApiClient';
export { deriveApiBase, API_PATH_PREFIX } from './baseUrl';
export { serialiseQuery } from './query';
export type { AnyEndpoint, ApiClient, ApiClientOptions, CallArgs, CallOptions } from './types';
