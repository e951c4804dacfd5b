import { visuallyHiddenCss } from '@maru/ui';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { PORTAL_LOCALES, changeLocale, isPortalLocale, useActiveLocale } from '../i18n';

const HiddenLabel = styled.label`
  ${visuallyHiddenCss}
`;

const Select = styled.select`
  min-height: ${({ theme }) => theme.size.control.sm};
  padding: 0 ${({ theme }) => theme.space[2]};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.primary};
  background: ${({ theme }) => theme.color.surface.raised};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * The interface language switch. Each language is named in itself (한국어, English, 日本語,
 * 中文) so a reader finds theirs whatever the current language is.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useActiveLocale();
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (isPortalLocale(event.target.value)) void changeLocale(event.target.value);
  };
  return (
    <span>
      <HiddenLabel htmlFor={id}>{t('locale.label')}</HiddenLabel>
      <Select id={id} value={locale} onChange={onChange}>
        {PORTAL_LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`locale.names.${option}`)}
          </option>
        ))}
      </Select>
    </span>
  );
}
