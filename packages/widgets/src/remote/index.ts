export { remoteAtom, type Remote, type RemoteAtom } from './remoteAtom';
export { portletStatus } from './portletStatus';
