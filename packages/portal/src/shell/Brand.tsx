import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

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

const Logo = styled.img`
  display: block;
  max-height: 32px;
  max-width: 160px;
  object-fit: contain;
`;

export interface BrandProps {
  /** The current company's logo (cloud logo), already through the URL resolver. */
  logoUrl?: string | null;
  /** The company's name: the logo's alt text reads "<company> home". */
  companyName?: string;
}

/**
 * The home link: the company's logo when there is one (spec 01 §2 cloud logo), else the product
 * name. A logo that fails to load falls back to the product name too.
 */
export function Brand({ logoUrl = null, companyName }: BrandProps) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (logoUrl && logoUrl !== failedUrl) {
    const alt = companyName
      ? t('shell.companyHome', { company: companyName })
      : t('shell.homeLink');
    return (
      <BrandLink to="/">
        <Logo src={logoUrl} alt={alt} onError={() => setFailedUrl(logoUrl)} />
      </BrandLink>
    );
  }
  return (
    <BrandLink to="/" aria-label={t('shell.homeLink')}>
      <Mark aria-hidden="true" />
      {t('app.name')}
    </BrandLink>
  );
}
