import { atom } from 'jotai';
import type { RouteMeta } from './routeTypes';

/** The route being shown: its layout, channel and menu area, for the shell to follow. */
export const routeMetaAtom = atom<RouteMeta | null>(null);
