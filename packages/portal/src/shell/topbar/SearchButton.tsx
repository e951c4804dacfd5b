import { Button } from '@maru/ui';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from './icons';
import { useOpenSearch } from './openSearch';

/** The header search button (spec 01 §2): opens search (see `useOpenSearch`). */
export function SearchButton() {
  const { t } = useTranslation();
  const openSearch = useOpenSearch();
  return (
    <Button
      variant="ghost"
      icon={<SearchIcon />}
      aria-label={t('shell.search')}
      onPress={openSearch}
    />
  );
}
