import { isTruthyFlag } from '@maru/api';
import { cloudInfoFixture, findEmployee, profileFor } from '@maru/api/fixtures';
import type { SessionState } from '../session/sessionState';

/** A ready session for a demo employee, as the session start would leave it (tests, stories). */
export function readySessionOf(
  userId: string,
  locale: 'ko' | 'en' | 'ja' | 'zh' = 'ko',
): SessionState {
  const employee = findEmployee(userId);
  if (!employee) throw new Error(`no demo employee ${userId}`);
  const profile = profileFor(employee, locale);
  return {
    status: 'ready',
    cloud: cloudInfoFixture,
    user: {
      ...profile,
      managerFlag: isTruthyFlag(profile.managerFlag),
      unionAdminFlag: isTruthyFlag(profile.unionAdminFlag),
    },
  };
}
