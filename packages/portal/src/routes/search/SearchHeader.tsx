import { catalogueText, SEARCH_KEYWORD_MAX_LENGTH } from '@maru/api';
import { Button, isImeComposing, SearchField, useMessageBox } from '@maru/ui';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useActiveLocale } from '../../i18n';
import { submitKeyword } from './searchRules';
import type { SearchPageState } from './searchState';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

/**
 * The search header (spec 01 §2): keyword box with its clear icon, and the search button.
 * Enter never searches while a Hangul composition is open (the IME guard); an empty
 * keyword does nothing and a backslash is refused with the catalogue's alert (spec 01 §5).
 */
export function SearchHeader({
  state,
  onSearch,
}: {
  state: SearchPageState;
  onSearch: (next: SearchPageState) => void;
}) {
  const { t } = useTranslation();
  const locale = useActiveLocale();
  const { alert } = useMessageBox();
  // The box follows the address (Back restores the old keyword) until the user types.
  const [draft, setDraft] = useState({ from: state.keyword, value: state.keyword });
  const value = draft.from === state.keyword ? draft.value : state.keyword;

  const submit = (keyword: string) => {
    const outcome = submitKeyword(state, keyword);
    if (outcome.kind === 'refuse') {
      void alert({ message: catalogueText(outcome.messageKey, locale) });
    } else if (outcome.kind === 'search') {
      onSearch(outcome.state);
    }
  };

  // Enter searches here, unless it commits a Hangul syllable (IME guard). Its default is
  // prevented: no implicit form submission (a second search), and no keypress reaching the
  // alert's OK button once focus moved there (it would close the alert at once).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || isImeComposing(event)) return;
    event.preventDefault();
    submit(value);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <Form role="search" aria-label={t('search.form.label')} onSubmit={onSubmit}>
      <SearchField
        label={t('search.form.keyword')}
        placeholder={t('search.form.placeholder')}
        clearLabel={t('search.form.clear')}
        value={value}
        maxLength={SEARCH_KEYWORD_MAX_LENGTH}
        counter={false}
        onChange={(next) => setDraft({ from: state.keyword, value: next })}
        onKeyDown={onKeyDown}
      />
      <Button variant="primary" onPress={() => submit(value)}>
        {t('search.form.submit')}
      </Button>
    </Form>
  );
}
