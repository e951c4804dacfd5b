import { Button, EmptyState, Spinner } from '@maru/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useOpenProfile } from '../../../profile';
import { OrgChart } from './OrgChart';
import { OrgChartToolbar } from './OrgChartToolbar';
import type { OrgChartState, OrgChartStore } from './orgChartStore';
import { useOrgChartStore } from './useOrgChartStore';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['2xl']};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]};
`;

function ChartBody({
  store,
  state,
  hintId,
}: {
  store: OrgChartStore | null;
  state: OrgChartState | null;
  hintId: string;
}) {
  const { t } = useTranslation();
  const openProfile = useOpenProfile();
  if (!store || !state || state.roots.status === 'loading') {
    return (
      <Centre>
        <Spinner label={t('orgChart.loading')} showLabel />
      </Centre>
    );
  }
  if (state.roots.status === 'error') {
    return (
      <EmptyState
        title={t('orgChart.error')}
        action={<Button onPress={() => void store.loadRoots()}>{t('orgChart.retry')}</Button>}
      />
    );
  }
  if (state.roots.departments.length === 0) return <EmptyState title={t('orgChart.empty')} />;
  const { search } = state;
  return (
    <OrgChart
      roots={state.roots.departments}
      contents={state.contents}
      expanded={state.expanded}
      label={t('orgChart.treeLabel')}
      describedBy={hintId}
      highlight={search.status === 'done' ? search.word : ''}
      revealed={state.revealed}
      onOpen={(id) => void store.open(id)}
      onClose={(id) => store.close(id)}
      onToggle={(id) => void store.toggle(id)}
      onOpenMember={openProfile}
    />
  );
}

/**
 * The org chart page (`/orgChart`, spec 02 §2): a visual chart of the current company's
 * departments with member counts; members with their concurrent-post, dispatch and leave
 * markers in an open department; search that reveals each hit; expand and collapse all.
 */
export function OrgChartPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const { store, state } = useOrgChartStore();
  const ready = state?.roots.status === 'loaded' && state.roots.departments.length > 0;
  return (
    <Page aria-labelledby={titleId}>
      <Title id={titleId}>{t('orgChart.heading')}</Title>
      <Intro>{t('orgChart.intro')}</Intro>
      <OrgChartToolbar
        search={state?.search ?? { status: 'idle' }}
        expandAll={state?.expandAll ?? { status: 'idle' }}
        disabled={!ready}
        onSearch={(word) => void store?.search(word)}
        onClearSearch={() => store?.clearSearch()}
        onStepHit={(step) => void store?.stepHit(step)}
        onExpandAll={() => void store?.expandAll()}
        onCollapseAll={() => store?.collapseAll()}
      />
      <ChartBody store={store} state={state} hintId={hintId} />
      <Hint id={hintId}>{t('orgChart.keyboardHint')}</Hint>
    </Page>
  );
}
