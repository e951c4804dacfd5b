import type { CloudInfo } from '@maru/api';
import { FreeTrialBanner } from '@maru/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRIAL_REQUEST_URL, isTrialBannerClosed, rememberTrialBannerClosed } from './trialBanner';
import { browserSessionStorage } from '../../session/loginRedirect';

/**
 * The free-trial banner above the top bar (spec 01 §2, spec 02 §2): the expiry date in the
 * active locale and the request link; closable, and closed for the rest of the tab's session.
 */
export function TrialBanner({
  cloud,
}: {
  cloud: Pick<CloudInfo, 'isFreeTrial' | 'freeTrialExpiredAt'>;
}) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(() => isTrialBannerClosed(browserSessionStorage()));
  if (!cloud.isFreeTrial || closed) return null;
  return (
    <FreeTrialBanner
      tone="warning"
      label={t('shell.trial.label')}
      expiresAt={cloud.freeTrialExpiredAt ?? ''}
      requestHref={TRIAL_REQUEST_URL}
      onClose={() => {
        rememberTrialBannerClosed(browserSessionStorage());
        setClosed(true);
      }}
    />
  );
}
