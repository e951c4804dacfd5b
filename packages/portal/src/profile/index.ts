export { useOpenProfile } from './useOpenProfile';
export { ProfileDialogHost } from './ProfileDialogHost';
export { profileDialogAtom, type ProfileDialogState } from './profileDialogState';
