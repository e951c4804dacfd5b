import { memo } from 'react';
import type { CSSProperties } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { ChevronIcon, MailIcon } from '../icons';
import { Spinner } from '../Spinner';
import type { Translate } from '../intl/useIntl';
import { mailtoHref } from '../Link/mailtoHref';
import { MailLink, Row, RowEnd, RowError, RowLabel, Toggle } from './OrgTree.styles';
import { highlightParts } from './treeModel';
import type { VisibleRow } from './treeModel';

export interface OrgTreeRowProps {
  row: VisibleRow;
  index: number;
  /** The DOM id, referenced by the tree's aria-activedescendant. */
  id: string;
  /** Top offset in px inside the virtual canvas. */
  offset: number;
  active: boolean;
  selected: boolean;
  /** The search text to highlight; empty outside search. */
  query: string;
  localeTag: string;
  /** The word spoken after the count ("건"). */
  countUnit: (count: number) => string;
  onRetry: (row: VisibleRow) => void;
  t: Translate;
}

/**
 * One treeitem. Its name is the label and the count; loading is its description, a failure
 * part of its name. The retry button and the mail link are Tab stops only on the active row, so Tab
 * from the tree reaches exactly the actions of the node the user is on.
 */
export const OrgTreeRow = memo(function OrgTreeRow({
  row,
  index,
  id,
  offset,
  active,
  selected,
  query,
  localeTag,
  countUnit,
  onRetry,
  t,
}: OrgTreeRowProps) {
  const { node, expandable, expanded, status } = row;
  const loading = status === 'loading' || (expanded && status === 'idle');
  const failed = status === 'error';
  const mail = mailtoHref(node.groupMail);
  const address = mail?.slice('mailto:'.length) ?? '';
  const hasCount = typeof node.count === 'number';
  const style = {
    transform: `translateY(${offset}px)`,
    '--maru-org-tree-level': row.level,
  } as CSSProperties;
  // The name is what the row shows (axe label-content-name-mismatch): the label, the count
  // with its unit for AT, and on failure the error and the retry button's text.
  const nameParts = [`${id}-label`];
  if (hasCount) nameParts.push(`${id}-count`);
  if (failed) nameParts.push(`${id}-status`, `${id}-retry`);
  return (
    <Row
      role="treeitem"
      id={id}
      aria-level={row.level}
      aria-setsize={row.setSize}
      aria-posinset={row.posInSet}
      aria-expanded={expandable ? expanded : undefined}
      aria-selected={selected}
      aria-busy={loading || undefined}
      aria-labelledby={nameParts.join(' ')}
      aria-describedby={loading ? `${id}-status` : undefined}
      data-row-index={index}
      data-active={active || undefined}
      data-selected={selected || undefined}
      data-state={failed ? 'error' : loading ? 'loading' : expanded ? 'open' : 'closed'}
      style={style}
    >
      <Toggle data-toggle="">
        {expandable ? <ChevronIcon size={16} direction="right" arm={4.5} /> : null}
      </Toggle>
      <RowLabel id={`${id}-label`}>
        {highlightParts(node.label, query, localeTag).map((part, i) =>
          part.match ? <mark key={i}>{part.text}</mark> : part.text,
        )}
      </RowLabel>
      {/* Spaces between the parts (flex ignores them) keep the words apart in the text AT and
          axe read; without them "개발본부" and "12" would run together into one word. */}
      {hasCount ? (
        <span id={`${id}-count`}>
          {' '}
          <Badge count={node.count ?? 0} tone="info" />{' '}
          <VisuallyHidden>{countUnit(node.count ?? 0)}</VisuallyHidden>
        </span>
      ) : null}
      {loading ? (
        <span id={`${id}-status`}>
          <Spinner size="sm" label={t('loading')} />
        </span>
      ) : null}
      {failed ? (
        <>
          {' '}
          <RowError id={`${id}-status`}>{t('loadError')}</RowError>{' '}
          <Button
            id={`${id}-retry`}
            size="sm"
            variant="ghost"
            excludeFromTabOrder={!active}
            onPress={() => onRetry(row)}
          >
            {t('retry')}
          </Button>
        </>
      ) : null}
      {mail ? (
        <RowEnd>
          <MailLink
            href={mail}
            tabIndex={active ? 0 : -1}
            aria-label={t('groupMail', { name: node.label, address })}
            title={address}
          >
            <MailIcon />
          </MailLink>
        </RowEnd>
      ) : null}
    </Row>
  );
});
