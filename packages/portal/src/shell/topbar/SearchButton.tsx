import { Button, SearchIcon } from '@maru/ui';
import { useTranslation } from 'react-i18next';
import { useOpenSearch } from './openSearch';

/** The header search button (spec 01 §2): opens search (see `useOpenSearch`). */
export function SearchButton() {
  const { t } = useTranslation();
  const openSearch = useOpenSearch();
  return (
    <Button
      variant="ghost"
      icon={<SearchIcon grid={20} />}
      aria-label={t('shell.search')}
      onPress={openSearch}
    />
  );
}
