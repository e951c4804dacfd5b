import { atom } from 'jotai';

/**
 * Which member's profile dialog is open. `closed` when none; `open` with the requested user id,
 * which may be missing (a caller clicked a user without an id: the dialog then shows the
 * member-info-not-found alert instead, spec 01 §7). `request` grows on every open, so opening the
 * same member twice (after closing) starts a fresh load.
 */
export type ProfileDialogState =
  { status: 'closed' } | { status: 'open'; userId: string | null; request: number };

export const profileDialogAtom = atom<ProfileDialogState>({ status: 'closed' });

/** Opens (or swaps) the dialog for a member; a blank id is kept as null (not found). */
export const openProfileAtom = atom(null, (get, set, userId: string | null | undefined) => {
  const current = get(profileDialogAtom);
  const request = current.status === 'open' ? current.request + 1 : 1;
  const id = typeof userId === 'string' && userId.trim() !== '' ? userId.trim() : null;
  set(profileDialogAtom, { status: 'open', userId: id, request });
});

export const closeProfileAtom = atom(null, (_get, set) => {
  set(profileDialogAtom, { status: 'closed' });
});
