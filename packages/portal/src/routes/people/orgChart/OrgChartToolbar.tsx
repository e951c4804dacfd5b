import { Button, SearchField } from '@maru/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import {
  clearSearchAtom,
  collapseAllAtom,
  expandAllAtom,
  searchAtom,
  stepHitAtom,
} from './orgChartActions';
import { searchStatusAtom, type SearchStatus } from './orgChartData';
import { expandAllStatusAtom, type ExpandAllStatus } from './orgChartState';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const SearchBox = styled.div`
  flex: 1 1 260px;
  max-width: 360px;
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Status = styled.p`
  flex: 1 0 100%;
  margin: 0;
  min-height: 1.55em;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function useSearchStatus(search: SearchStatus): string {
  const { t } = useTranslation();
  switch (search.status) {
    case 'idle':
      return '';
    case 'searching':
      return t('orgChart.search.searching');
    case 'error':
      return t('orgChart.search.failed');
    case 'done':
      return search.hits.length === 0
        ? t('orgChart.search.none', { word: search.word })
        : t('orgChart.search.position', { current: search.index + 1, total: search.hits.length });
  }
}

function useExpandStatus(expandAll: ExpandAllStatus): string {
  const { t } = useTranslation();
  if (expandAll.status === 'running') return t('orgChart.expanding');
  if (expandAll.status !== 'done') return '';
  return expandAll.capped
    ? t('orgChart.expandCapped', { count: expandAll.opened })
    : t('orgChart.expandedAll', { count: expandAll.opened });
}

/**
 * Search (Enter searches; Enter again on the same word goes to the next hit; never while a
 * Hangul composition is open, which SearchField guards), the moves between hits, expand all and
 * collapse all, and one polite status line for what they did.
 */
export function OrgChartToolbar({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const search = useAtomValue(searchStatusAtom);
  const expandAll = useAtomValue(expandAllStatusAtom);
  const searchFor = useSetAtom(searchAtom);
  const clearSearch = useSetAtom(clearSearchAtom);
  const stepHit = useSetAtom(stepHitAtom);
  const openAll = useSetAtom(expandAllAtom);
  const collapseAll = useSetAtom(collapseAllAtom);
  const searchStatus = useSearchStatus(search);
  const expandStatus = useExpandStatus(expandAll);
  const canStep = search.status === 'done' && search.hits.length > 1;
  return (
    <Bar role="group" aria-label={t('orgChart.toolbar')}>
      <SearchBox>
        <SearchField
          label={t('orgChart.search.label')}
          placeholder={t('orgChart.search.placeholder')}
          disabled={disabled}
          onSubmit={(word) => void searchFor(word)}
          onClear={clearSearch}
        />
      </SearchBox>
      <Buttons>
        <Button variant="secondary" disabled={!canStep} onPress={() => void stepHit(-1)}>
          {t('orgChart.search.previous')}
        </Button>
        <Button variant="secondary" disabled={!canStep} onPress={() => void stepHit(1)}>
          {t('orgChart.search.next')}
        </Button>
      </Buttons>
      <Buttons>
        <Button
          variant="secondary"
          disabled={disabled}
          loading={expandAll.status === 'running'}
          onPress={() => void openAll()}
        >
          {t('orgChart.expandAll')}
        </Button>
        <Button variant="secondary" disabled={disabled} onPress={collapseAll}>
          {t('orgChart.collapseAll')}
        </Button>
      </Buttons>
      <Status role="status">
        {[searchStatus, expandStatus].filter((text) => text !== '').join(' ')}
      </Status>
    </Bar>
  );
}
