import { Button, EmptyState, Spinner } from '@maru/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useOpenProfile } from '../../../profile';
import { OrgChart } from './OrgChart';
import { OrgChartToolbar } from './OrgChartToolbar';
import { closeDepartmentAtom, openDepartmentAtom, toggleDepartmentAtom } from './orgChartActions';
import { chartContentsAtom, chartRoots, searchStatusAtom } from './orgChartData';
import { expandedKeysAtom, revealedAtom } from './orgChartState';

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

function ChartBody({ hintId }: { hintId: string }) {
  const { t } = useTranslation();
  const openProfile = useOpenProfile();
  const roots = useAtomValue(chartRoots.view);
  const retry = useSetAtom(chartRoots.refresh);
  const contents = useAtomValue(chartContentsAtom);
  const expanded = useAtomValue(expandedKeysAtom);
  const search = useAtomValue(searchStatusAtom);
  const revealed = useAtomValue(revealedAtom);
  const open = useSetAtom(openDepartmentAtom);
  const close = useSetAtom(closeDepartmentAtom);
  const toggle = useSetAtom(toggleDepartmentAtom);
  if (roots.status === 'loading') {
    return (
      <Centre>
        <Spinner label={t('orgChart.loading')} showLabel />
      </Centre>
    );
  }
  if (roots.status === 'error') {
    return (
      <EmptyState
        title={t('orgChart.error')}
        action={<Button onPress={retry}>{t('orgChart.retry')}</Button>}
      />
    );
  }
  if (roots.data.length === 0) return <EmptyState title={t('orgChart.empty')} />;
  return (
    <OrgChart
      roots={roots.data}
      contents={contents}
      expanded={expanded}
      label={t('orgChart.treeLabel')}
      describedBy={hintId}
      highlight={search.status === 'done' ? search.word : ''}
      revealed={revealed}
      onOpen={(id) => void open(id)}
      onClose={close}
      onToggle={(id) => void toggle(id)}
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
  const roots = useAtomValue(chartRoots.view);
  const ready = roots.status === 'ready' && roots.data.length > 0;
  return (
    <Page aria-labelledby={titleId}>
      <Title id={titleId}>{t('orgChart.heading')}</Title>
      <Intro>{t('orgChart.intro')}</Intro>
      <OrgChartToolbar disabled={!ready} />
      <ChartBody hintId={hintId} />
      <Hint id={hintId}>{t('orgChart.keyboardHint')}</Hint>
    </Page>
  );
}
