export {
  bindPortalParams,
  currentStudioIdAtom,
  localeAtom,
  portalClientsAtom,
  type PortalClients,
} from './portalParams';
export { pageParamsAtom, usePageParams } from './pageParams';
