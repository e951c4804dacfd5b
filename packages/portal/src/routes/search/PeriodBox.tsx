import {
  customRangeValue,
  DateRangePicker,
  isImeComposing,
  type DateRangeDraft,
  type DateRangeValue,
} from '@maru/ui';
import { DEFAULT_TIME_ZONE } from '@maru/api/dates';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { changePeriod } from './searchRules';
import type { SearchPageState } from './searchState';

/**
 * The picker's value for the state: a custom period as whole days in the company's zone (the
 * default company zone: the portal is not told another; docs/search-pages.md).
 */
function periodValue(state: SearchPageState): DateRangeValue {
  if (state.period === 'custom' && state.startYmd && state.endYmd) {
    return customRangeValue(state.startYmd, state.endYmd, DEFAULT_TIME_ZONE);
  }
  return { preset: state.period, start: null, end: null };
}

function periodKey(state: Pick<SearchPageState, 'period' | 'startYmd' | 'endYmd'>): string {
  return `${state.period}|${state.startYmd ?? ''}|${state.endYmd ?? ''}`;
}

/**
 * What the picker shows while it differs from the address; `from` is the address's period.
 * `valid` is false while the picker's draft cannot be searched (half typed or reversed): the
 * picker then shows those segments, not `value`, its last reported range.
 */
interface PeriodDraft {
  from: string;
  value: DateRangeValue;
  committed: boolean;
  valid: boolean;
}

/** Lays the picker out as if unwrapped: the wrapper only listens for focus and Enter. */
const PickerListener = styled.div`
  display: contents;
`;

const isDateSegment = (element: Element | null): boolean =>
  element?.getAttribute('role') === 'spinbutton';

/**
 * The period option box (spec 01 §4, §9). The picker reports every complete date while one is
 * typed (each digit of `11` in turn), so typing only keeps a draft; the period is committed when
 * focus leaves the picker (its calendar included), on Enter in a date, or at once for a preset
 * or a calendar pick. A committed period searches once and pushes one address; a range the
 * picker reports as an invalid draft (incomplete, or reversed) searches nothing.
 */
export function PeriodBox({
  state,
  onChange,
}: {
  state: SearchPageState;
  onChange: (next: SearchPageState) => void;
}) {
  const { t } = useTranslation();
  const listenerRef = useRef<HTMLDivElement>(null);
  const from = periodKey(state);
  // The draft follows the address: Back or a copied address shows the address's period.
  const [stored, setDraft] = useState<PeriodDraft | null>(null);
  const draft = stored?.from === from ? stored : null;

  const commit = (value: DateRangeValue) => {
    setDraft({ from, value, committed: true, valid: true });
    const next = changePeriod(state, value);
    if (next && periodKey(next) !== from) onChange(next);
  };

  const commitDraft = () => {
    if (!draft || draft.committed || !draft.valid) return;
    commit(draft.value);
  };

  // onPick hears only ranges that can be searched. The picker's draft says when one that cannot
  // is on screen, and when the last one reported is whole again (retyped as it was: no onPick).
  const onDraftChange = (shown: DateRangeDraft) =>
    setDraft((current) => {
      const mine = current?.from === from ? current : null;
      if (shown.valid) return mine && !mine.valid ? { ...mine, valid: true } : current;
      return { from, value: mine?.value ?? periodValue(state), committed: false, valid: false };
    });

  // Focus moving into the calendar (portalled, outside this element) is not leaving: React
  // bubbles its focus event here, which cancels the commit the blur scheduled.
  const latestCommit = useRef(commitDraft);
  useEffect(() => {
    latestCommit.current = commitDraft;
  });
  const blurTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(blurTimer.current), []);
  const onBlur = () => {
    window.clearTimeout(blurTimer.current);
    blurTimer.current = window.setTimeout(() => latestCommit.current(), 0);
  };
  const onFocus = () => window.clearTimeout(blurTimer.current);

  // Captured: the date segments stop the propagation of keys they do not use.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || isImeComposing(event)) return;
    if (isDateSegment(event.target as Element)) commitDraft();
  };

  const onPick = (value: DateRangeValue) => {
    const active = document.activeElement;
    const typing = isDateSegment(active) && listenerRef.current?.contains(active) === true;
    if (typing) setDraft({ from, value, committed: false, valid: true });
    else commit(value);
  };

  return (
    <PickerListener
      ref={listenerRef}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDownCapture={onKeyDownCapture}
    >
      <DateRangePicker
        label={t('search.options.period')}
        value={draft?.value ?? periodValue(state)}
        timeZone={DEFAULT_TIME_ZONE}
        onChange={onPick}
        onDraftChange={onDraftChange}
      />
    </PickerListener>
  );
}
