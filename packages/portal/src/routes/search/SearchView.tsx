import { EmptyState } from '@maru/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { SearchAsideSlot, SearchHeaderSlot } from '../../shell/layouts/layoutSlots';
import { SearchAside } from './SearchAside';
import { SearchHeader } from './SearchHeader';
import { searchableKeyword } from './searchRules';
import { SearchResults } from './SearchResults';
import type { SearchPageState } from './searchState';
import { usePageParams } from '../../data';
import { searchStateAtom } from './searchData';
import { useSearchState } from './useSearchState';

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  overflow-wrap: anywhere;
`;

function heading(
  state: SearchPageState,
  keyword: string,
  t: ReturnType<typeof useTranslation>['t'],
) {
  return state.searchType === 'tag' && state.title
    ? t('search.results.tagHeading', { title: state.title })
    : t('search.results.heading', { keyword });
}

/**
 * Unified and detail search (spec 01 §2): the header (keyword box) and the aside (modes, trees,
 * options) fill the search layout's slots; the results fill main. The state is the address
 * (`searchState.ts`): every change pushes a new one, which runs the matching search.
 */
export function SearchView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, go } = useSearchState();
  usePageParams(searchStateAtom, state);
  const keyword = searchableKeyword(state);
  const onGo = (href: string) => navigate(href);
  return (
    <>
      <SearchHeaderSlot>
        <SearchHeader state={state} onSearch={go} />
      </SearchHeaderSlot>
      <SearchAsideSlot>
        <SearchAside state={state} onChange={go} onGo={onGo} />
      </SearchAsideSlot>
      {keyword === null ? (
        <>
          <Title>{t('title.search')}</Title>
          <EmptyState title={t('search.state.prompt')} />
        </>
      ) : (
        <>
          <Title>{heading(state, keyword, t)}</Title>
          <SearchResults state={state} onChange={go} onGo={onGo} />
        </>
      )}
    </>
  );
}
