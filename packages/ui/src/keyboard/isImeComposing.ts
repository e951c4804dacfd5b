/** The parts of a keyboard event the IME guard reads (React or DOM event). */
export interface ImeKeyEvent {
  keyCode?: number;
  nativeEvent?: { isComposing?: boolean };
  isComposing?: boolean;
}

/**
 * True while an input method composition is open (GUIDE §3). Chrome reports `isComposing`;
 * Safari fires the composition-ending keydown after `compositionend` with only keyCode 229.
 * Enter in that state confirms the Hangul syllable and must never pick an option.
 */
export function isImeComposing(event: ImeKeyEvent): boolean {
  return (
    event.nativeEvent?.isComposing === true || event.isComposing === true || event.keyCode === 229
  );
}
