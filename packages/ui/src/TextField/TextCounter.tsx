import { VisuallyHidden } from '../VisuallyHidden';
import { FieldCounterSlot } from '../internal/fieldStyles';
import { useIntl } from '../intl/useIntl';
import type { CounterMode } from './byteLength';
import { textFieldCatalogue } from './catalogue';

/** How full the field is: `near` from 90 % of the limit, `at` at (or over) it. */
export type CounterState = 'ok' | 'near' | 'at';

/** The counter's state for a count against a maximum. */
export function counterState(count: number, max: number): CounterState {
  if (count >= max) return 'at';
  if (count >= max * 0.9) return 'near';
  return 'ok';
}

export interface TextCounterProps {
  /** Id referenced by the control's aria-describedby. */
  id: string;
  /** The measured length. */
  count: number;
  /** The limit. */
  max: number;
  /** Whether count and max are characters or bytes. */
  mode: CounterMode;
  /** Increments on each refused keystroke or paste; announced politely at the limit. */
  refusals: number;
}

/**
 * "12/120바이트" under the field. The compact text is hidden from screen readers, which get a
 * sentence instead ("최대 120바이트 중 12바이트 입력") through aria-describedby; reaching the limit
 * or having input refused is announced once through a polite live region.
 */
export function TextCounter({ id, count, max, mode, refusals }: TextCounterProps) {
  const { t } = useIntl(textFieldCatalogue);
  const state = counterState(count, max);
  const visible = t(mode === 'bytes' ? 'counterBytes' : 'counterCharacters', { count, max });
  const spoken = t(mode === 'bytes' ? 'counterBytesSpoken' : 'counterCharactersSpoken', {
    count,
    max,
  });
  return (
    <>
      <FieldCounterSlot id={id} data-state={state} data-mode={mode}>
        <span aria-hidden="true">{visible}</span>
        <VisuallyHidden>{spoken}</VisuallyHidden>
      </FieldCounterSlot>
      <VisuallyHidden aria-live="polite" data-refusals={refusals}>
        {state === 'at' ? t('limitReached') : ''}
      </VisuallyHidden>
    </>
  );
}
