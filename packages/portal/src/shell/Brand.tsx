import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.brand[700]};
  text-decoration: none;
  letter-spacing: -0.01em;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** A rounded square standing in for the logo until the tenant's logo (cloud logo) is loaded. */
const Mark = styled.span`
  width: 24px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.color.brand[500]},
    ${({ theme }) => theme.color.brand[800]}
  );
`;

/** The product name, linking home. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <BrandLink to="/" aria-label={t('shell.homeLink')}>
      <Mark aria-hidden="true" />
      {t('app.name')}
    </BrandLink>
  );
}
