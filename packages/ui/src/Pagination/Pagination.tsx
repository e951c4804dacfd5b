import { useEffect, useRef } from 'react';
import { useId } from 'react-aria';
import { VisuallyHidden } from '../VisuallyHidden';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../Button/Button';
import { localeTags } from '../intl/locale';
import { useIntl } from '../intl/useIntl';
import { paginationCatalogue } from './catalogue';
import { pageCountOf, pageWindow } from './pageWindow';
import { ChevronIcon } from '../icons';
import {
  CountText,
  Ellipsis,
  PageSlot,
  PageList,
  PaginationNav,
  SizeChevron,
  SizeField,
  SizeSelect,
} from './Pagination.styles';

/** The list page sizes of spec 01 §9 (member finder): 20, 50, 100, 200. */
export const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [20, 50, 100, 200];

/** The default page size of spec 01 §9. */
export const DEFAULT_PAGE_SIZE = 20;

const ELLIPSIS = '…';

export interface PaginationProps {
  /** How many items the whole list holds (the count text and the page count come from it). */
  totalCount: number;
  /** The current page, from 1 (controlled). */
  page?: number;
  /** The page shown first (uncontrolled); 1 by default. */
  defaultPage?: number;
  /** The user asked for another page. */
  onPageChange?: (page: number) => void;
  /** Items per page (controlled). */
  pageSize?: number;
  /** Items per page at first (uncontrolled); 20 by default. */
  defaultPageSize?: number;
  /** The user picked another page size; the page goes back to 1 at the same time. */
  onPageSizeChange?: (pageSize: number) => void;
  /** The page sizes offered; 20, 50, 100 and 200 by default. */
  pageSizeOptions?: readonly number[];
  /** Pages shown either side of the current one; 1 by default. */
  siblings?: number;
  /** Shows the page-size selector; true by default. */
  showPageSize?: boolean;
  /** Shows the item count; true by default. */
  showCount?: boolean;
  /** Names the navigation landmark; the built-in "Pagination" text by default. */
  'aria-label'?: string;
  /** Class name on the root `<nav>`, for layout by the parent (e.g. styled(Pagination)). */
  className?: string;
}

/**
 * List paging: the item count, first/previous/next/last, a window of page numbers around the
 * current page (marked aria-current and announced), and a page-size selector.
 */
export function Pagination({
  totalCount,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  pageSize: pageSizeProp,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  onPageSizeChange,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  siblings = 1,
  showPageSize = true,
  showCount = true,
  'aria-label': ariaLabel,
  className,
}: PaginationProps) {
  const { t, locale } = useIntl(paginationCatalogue);
  const [rawPage, setPage] = useControlledState(pageProp, defaultPage, onPageChange);
  const [pageSize, setPageSize] = useControlledState(
    pageSizeProp,
    defaultPageSize,
    onPageSizeChange,
  );
  const pageCount = pageCountOf(totalCount, pageSize);
  const page = Math.min(Math.max(1, rawPage), pageCount);
  const sizeId = useId();
  const currentRef = useRef<HTMLButtonElement>(null);
  const focusCurrent = useRef(false);
  const numbers = new Intl.NumberFormat(localeTags[locale]);

  // The first/last buttons disable themselves at the ends; focus would fall to the page body,
  // so it moves to the current page's button instead.
  useEffect(() => {
    if (!focusCurrent.current) return;
    focusCurrent.current = false;
    currentRef.current?.focus();
  }, [page]);

  const goTo = (target: number, fromEdgeButton = false) => {
    const next = Math.min(Math.max(1, target), pageCount);
    if (next === page) return;
    if (fromEdgeButton && (next === 1 || next === pageCount)) focusCurrent.current = true;
    setPage(next);
  };

  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  const count = numbers.format(totalCount);
  const plural = new Intl.PluralRules(localeTags[locale]).select(totalCount);

  return (
    <PaginationNav aria-label={ariaLabel ?? t('navLabel')} className={className}>
      {showCount ? (
        <CountText>{t(plural === 'one' ? 'countOne' : 'count', { count })}</CountText>
      ) : null}
      <PageList>
        <PageSlot>
          <Button
            variant="ghost"
            size="sm"
            icon={<ChevronIcon size={16} direction="left" base={[12, 7.5]} />}
            aria-label={t('first')}
            disabled={atStart}
            onPress={() => goTo(1, true)}
          />
        </PageSlot>
        <PageSlot>
          <Button
            variant="ghost"
            size="sm"
            icon={<ChevronIcon size={16} direction="left" base={10} />}
            aria-label={t('previous')}
            disabled={atStart}
            onPress={() => goTo(page - 1, true)}
          />
        </PageSlot>
        {pageWindow(page, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <PageSlot key={item}>
              <Button
                ref={item === page ? currentRef : undefined}
                variant={item === page ? 'primary' : 'ghost'}
                size="sm"
                aria-label={t('page', { page: numbers.format(item) })}
                aria-current={item === page ? 'page' : undefined}
                data-current={item === page || undefined}
                onPress={() => goTo(item)}
              >
                {numbers.format(item)}
              </Button>
            </PageSlot>
          ) : (
            <Ellipsis key={item} aria-hidden="true">
              {ELLIPSIS}
            </Ellipsis>
          ),
        )}
        <PageSlot>
          <Button
            variant="ghost"
            size="sm"
            icon={<ChevronIcon size={16} direction="right" base={6} />}
            aria-label={t('next')}
            disabled={atEnd}
            onPress={() => goTo(page + 1, true)}
          />
        </PageSlot>
        <PageSlot>
          <Button
            variant="ghost"
            size="sm"
            icon={<ChevronIcon size={16} direction="right" base={[4, 8.5]} />}
            aria-label={t('last')}
            disabled={atEnd}
            onPress={() => goTo(pageCount, true)}
          />
        </PageSlot>
      </PageList>
      {showPageSize ? (
        <SizeField>
          <VisuallyHidden>
            <label htmlFor={sizeId}>{t('pageSizeLabel')}</label>
          </VisuallyHidden>
          <SizeSelect
            id={sizeId}
            value={pageSize}
            onChange={(event) => {
              setPageSize(Number(event.currentTarget.value));
              // A new page size re-slices the list; page 1 is the only page sure to exist.
              if (page !== 1) setPage(1);
            }}
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {t('pageSizeOption', { size: numbers.format(size) })}
              </option>
            ))}
          </SizeSelect>
          <SizeChevron aria-hidden="true">
            <ChevronIcon size={16} />
          </SizeChevron>
        </SizeField>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {t('announce', { page: numbers.format(page), pageCount: numbers.format(pageCount) })}
      </VisuallyHidden>
    </PaginationNav>
  );
}
