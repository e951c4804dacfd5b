import { changeCurrentStudio, type StudioItem } from '@maru/api';
import { useMessageBox } from '@maru/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../app/RuntimeContext';

/** Where the portal starts over after a company change (spec 01 §4: reload to /). */
export const AFTER_COMPANY_CHANGE_PATH = '/';

export interface ChangeCompanyEffects {
  /** Asks the user; true for OK. */
  confirm(studio: StudioItem): Promise<boolean>;
  /** `PUT /gw/common/org/current?orgId=…`; a failure has already been shown by the policy. */
  change(orgId: string): Promise<unknown>;
  /** Full-page navigation, so every atom, menu and widget loads for the new company. */
  assign(url: string): void;
}

export type ChangeCompanyOutcome = 'changed' | 'cancelled' | 'failed';

/**
 * Changing company (spec 01 §4, spec 02 §4): confirm, change, reload to `/`. Cancel does
 * nothing; a failed change stays on the page (the error policy has shown why).
 */
export async function changeCompany(
  studio: StudioItem,
  effects: ChangeCompanyEffects,
): Promise<ChangeCompanyOutcome> {
  if (!(await effects.confirm(studio))) return 'cancelled';
  try {
    await effects.change(studio.dlId);
  } catch {
    return 'failed';
  }
  effects.assign(AFTER_COMPANY_CHANGE_PATH);
  return 'changed';
}

/** The company switch of the profile dropdown: `changeCompany` with the portal's effects. */
export function useChangeCompany(): (studio: StudioItem) => Promise<void> {
  const runtime = usePortalRuntime();
  const { confirm } = useMessageBox();
  const { t } = useTranslation();
  return useCallback(
    async (studio: StudioItem) => {
      await changeCompany(studio, {
        confirm: ({ dlName }) =>
          confirm({
            title: t('account.changeCompany'),
            message: t('account.changeCompanyConfirm', { company: dlName }),
          }),
        // The client with the status policy: a failure is shown to the user.
        change: (orgId) => runtime.client.call(changeCurrentStudio, { query: { orgId } }),
        assign: (url) => runtime.browser.assign(url),
      });
    },
    [confirm, runtime, t],
  );
}
