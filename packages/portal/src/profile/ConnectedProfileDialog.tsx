import { catalogueText, errorText, isApiError, isRetiredMember } from '@maru/api';
import { Dialog, Spinner, useMessageBox } from '@maru/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../app/RuntimeContext';
import { useActiveLocale } from '../i18n';
import { currentUserAtom } from '../session/sessionState';
import { browserOffsetMinutes } from '@maru/api/dates';
import { loadProfile, type ProfileData } from './loadProfile';
import { Notice } from './ProfileDialog.styles';
import { closeProfileAtom, openProfileAtom } from './profileDialogState';
import { failureReaction, hrLinks } from './profileRules';
import { ProfileView } from './ProfileView';

/** The last loaded member, tagged with its request: an older one reads as still loading. */
interface Loaded {
  request: number;
  data: ProfileData;
}

export interface ConnectedProfileDialogProps {
  /** The member to show; null gives the member-not-found alert instead of a dialog. */
  userId: string | null;
  /** Grows with every open: the same member opened again loads afresh. */
  request: number;
}

/**
 * The member profile dialog (spec 01 §2, §4): loading (every call at once), then ready, or the
 * retired-member notice for userState 2. No member id, or a profile the server does not give
 * (unknown, another company), is the member-not-found alert and no dialog. Clicking someone in
 * the lists swaps the content in place and moves focus to the new name.
 */
export function ConnectedProfileDialog({ userId, request }: ConnectedProfileDialogProps) {
  const { t } = useTranslation();
  const locale = useActiveLocale();
  const runtime = usePortalRuntime();
  const viewer = useAtomValue(currentUserAtom);
  const close = useSetAtom(closeProfileAtom);
  const openMember = useSetAtom(openProfileAtom);
  const messageBox = useMessageBox();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const ready = loaded !== null && loaded.request === request ? loaded.data : null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const swapped = useRef(false);

  useEffect(() => {
    const notFound = () =>
      void messageBox
        .alert({ message: catalogueText('error.memberNotFound', locale) })
        .finally(close);
    if (userId === null) {
      notFound();
      return;
    }
    const controller = new AbortController();
    loadProfile(runtime.client, userId, {
      offset: browserOffsetMinutes(),
      signal: controller.signal,
    }).then(
      (data) => setLoaded({ request, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const reaction = failureReaction(error);
        if (reaction === 'signIn') return close();
        if (reaction === 'notFound' || !isApiError(error)) return notFound();
        void messageBox.alert({ message: errorText(error.info, locale) }).finally(close);
      },
    );
    return () => controller.abort();
    // The locale is read once per load; a language switch does not reload an open profile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, request]);

  useEffect(() => {
    // After a swap to another member, focus goes to the new name (not back to the top bar).
    if (ready && swapped.current) {
      swapped.current = false;
      headingRef.current?.focus();
    }
  }, [ready]);

  if (userId === null) return null;
  const links = hrLinks(viewer?.hrUserAdminFlag === true);
  const openOther = (otherId: string) => {
    swapped.current = true;
    openMember(otherId);
  };

  return (
    <Dialog
      isOpen
      size={360}
      title={t('profile.title')}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      {ready === null ? (
        <Notice>
          <Spinner size="md" label={t('profile.loading')} showLabel />
        </Notice>
      ) : isRetiredMember(ready.profile) ? (
        <Notice role="status">{catalogueText('error.retiredMember', locale)}</Notice>
      ) : (
        <ProfileView
          data={ready}
          hrLinks={links}
          onOpenMember={openOther}
          headingRef={headingRef}
        />
      )}
    </Dialog>
  );
}
