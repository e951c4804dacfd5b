import type { StudioItem } from '@maru/api';
import type { MenuEntry, MenuSectionData } from '@maru/ui';

/** The profile dropdown's fixed destinations (spec 01 §2). */
export const PROFILE_LINKS = {
  myPage: '/ess',
  mySettings: '/my/settings',
  signOut: '/logout',
} as const;

/** Keys of the company items: `company:<dlId>`. */
const COMPANY_KEY_PREFIX = 'company:';

export interface ProfileMenuTexts {
  changeCompany: string;
  /** The current company's item text, e.g. "마루 주식회사 (현재 회사)". */
  currentCompany: (company: string) => string;
  myPage: string;
  mySettings: string;
  signOut: string;
}

/**
 * The profile dropdown's items (spec 01 §2): the company-change list only when the user belongs
 * to more than one company (spec 01 §6), the current one marked; then my page, my settings and
 * sign-out as links.
 */
export function profileMenuItems(
  studios: readonly StudioItem[],
  currentStudioId: string,
  texts: ProfileMenuTexts,
): MenuEntry[] {
  const account: MenuSectionData = {
    key: 'account',
    items: [
      { key: 'myPage', label: texts.myPage, href: PROFILE_LINKS.myPage },
      { key: 'mySettings', label: texts.mySettings, href: PROFILE_LINKS.mySettings },
      { key: 'signOut', label: texts.signOut, href: PROFILE_LINKS.signOut },
    ],
  };
  if (studios.length <= 1) return [account];
  const companies: MenuSectionData = {
    key: 'companies',
    title: texts.changeCompany,
    items: studios.map((studio) => ({
      key: `${COMPANY_KEY_PREFIX}${studio.dlId}`,
      label: studio.dlId === currentStudioId ? texts.currentCompany(studio.dlName) : studio.dlName,
    })),
  };
  return [companies, account];
}

/**
 * The company a menu action asks to switch to, or null (another item, an unknown company, or
 * the current one: choosing it changes nothing).
 */
export function companyToSwitchTo(
  key: string,
  studios: readonly StudioItem[],
  currentStudioId: string,
): StudioItem | null {
  if (!key.startsWith(COMPANY_KEY_PREFIX)) return null;
  const dlId = key.slice(COMPANY_KEY_PREFIX.length);
  if (dlId === currentStudioId) return null;
  return studios.find((studio) => studio.dlId === dlId) ?? null;
}
