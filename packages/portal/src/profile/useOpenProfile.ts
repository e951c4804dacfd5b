import { useSetAtom } from 'jotai';
import { openProfileAtom } from './profileDialogState';

/**
 * The one way to open a member's profile dialog from anywhere in the portal (finder, absentees,
 * news, search results, palette, posts). The dialog itself is mounted once by the signed-in
 * frame (`ProfileDialogHost`).
 */
export function useOpenProfile(): (userId: string | null | undefined) => void {
  return useSetAtom(openProfileAtom);
}
