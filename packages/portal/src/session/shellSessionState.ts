import type { StudioItem, UnreadCounts } from '@maru/api';
import { atom } from 'jotai';

/**
 * Unread notification counts (spec 01 §4), polled every 180000 ms while signed in; null
 * before the first answer and after sign-out.
 */
export const notificationCountsAtom = atom<UnreadCounts | null>(null);

/** The companies the signed-in user belongs to; more than one enables the company switch. */
export const userStudiosAtom = atom<readonly StudioItem[]>([]);
