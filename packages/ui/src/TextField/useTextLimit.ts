import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { CompositionEvent } from 'react';
import { fitsLimits, limitEdit } from './byteLength';
import type { TextLimits } from './byteLength';

export interface UseTextLimitOptions extends TextLimits {
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with every accepted value; never with a value over the limits. */
  onChange?: (value: string) => void;
}

export interface TextLimitState {
  /** What the input shows: the accepted value, or the open composition's text. */
  displayed: string;
  /** The last accepted value (what onChange last reported). */
  value: string;
  /** True while an IME composition is open. */
  composing: boolean;
  /** Increments whenever typed or pasted text is refused, so the refusal can be announced. */
  refusals: number;
  /** Hand to react-aria's `onChange`. */
  onInputChange: (next: string) => void;
  /** Composition handlers for the input element. */
  compositionProps: {
    onCompositionStart: () => void;
    onCompositionEnd: (event: CompositionEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  };
  /** Sets the value programmatically (e.g. clearing), still within the limits. */
  setValue: (next: string) => void;
}

/**
 * Controlled/uncontrolled text state that enforces `maxLength` and `maxBytes`.
 *
 * While an IME composition is open the browser owns the text: a value over the limit is shown
 * as a draft (onChange is not called) so the syllable being composed is never cut in half.
 * When the composition ends, the composed text is limited against the value from before it
 * started, in whole grapheme clusters.
 */
export function useTextLimit({
  value: controlledValue,
  defaultValue = '',
  onChange,
  maxLength,
  maxBytes,
}: UseTextLimitOptions): TextLimitState {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const [draft, setDraft] = useState<string | null>(null);
  const [composing, setComposing] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const composingRef = useRef(false);
  const beforeCompositionRef = useRef('');
  const isControlled = controlledValue !== undefined;
  const value = isControlled ? controlledValue : uncontrolledValue;
  // Reading the latest value and limits inside callbacks without re-creating them on each
  // keystroke; updated after each render (a ref written during render breaks React's rules).
  const valueRef = useRef(value);

  const commit = useCallback(
    (next: string) => {
      setDraft(null);
      if (next === valueRef.current) return;
      valueRef.current = next;
      if (!isControlled) setUncontrolledValue(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );

  const limitsRef = useRef<TextLimits>({ maxLength, maxBytes });
  useLayoutEffect(() => {
    valueRef.current = value;
    limitsRef.current = { maxLength, maxBytes };
  });

  const onInputChange = useCallback(
    (next: string) => {
      if (composingRef.current) {
        if (fitsLimits(next, limitsRef.current)) commit(next);
        else setDraft(next);
        return;
      }
      const edit = limitEdit(valueRef.current, next, limitsRef.current);
      if (edit.refused) setRefusals((count) => count + 1);
      commit(edit.value);
    },
    [commit],
  );

  const onCompositionStart = useCallback(() => {
    composingRef.current = true;
    setComposing(true);
    beforeCompositionRef.current = valueRef.current;
  }, []);

  const onCompositionEnd = useCallback(
    (event: CompositionEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      composingRef.current = false;
      setComposing(false);
      const composed = event.currentTarget.value;
      const edit = limitEdit(beforeCompositionRef.current, composed, limitsRef.current);
      if (edit.refused) setRefusals((count) => count + 1);
      commit(edit.value);
    },
    [commit],
  );

  const setValue = useCallback(
    (next: string) => {
      commit(limitEdit(valueRef.current, next, limitsRef.current).value);
    },
    [commit],
  );

  return {
    displayed: draft ?? value,
    value,
    composing,
    refusals,
    onInputChange,
    compositionProps: { onCompositionStart, onCompositionEnd },
    setValue,
  };
}
