import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { lazyWithRetry } from '../lazy';
import { profileDialogAtom } from './profileDialogState';

// The dialog's code arrives on the first open: the home page's first load stays in budget.
const ConnectedProfileDialog = lazyWithRetry(() =>
  import('./ConnectedProfileDialog').then((module) => module.ConnectedProfileDialog),
);

/**
 * Mounted once by the signed-in frame: shows the member profile dialog whenever
 * `useOpenProfile` asked for it (spec 01 §2: clicking any user anywhere opens it).
 */
export function ProfileDialogHost() {
  const state = useAtomValue(profileDialogAtom);
  if (state.status === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <ConnectedProfileDialog userId={state.userId} request={state.request} />
    </Suspense>
  );
}
