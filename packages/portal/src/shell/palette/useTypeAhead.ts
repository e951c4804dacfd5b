import { useLayoutEffect, useRef, useState } from 'react';
import { keyWhileOpening } from './typeAhead';

/**
 * While `opening` (Ctrl/⌘+K was pressed, the palette's code is on its way), the keys meant for
 * the palette are taken before they reach the page (see `keyWhileOpening`) and collected as
 * the query it opens with. Returns that query; '' when not opening.
 */
export function useTypeAhead(opening: boolean, onCancel: () => void): string {
  const [typed, setTyped] = useState('');
  const cancelRef = useRef(onCancel);
  useLayoutEffect(() => {
    cancelRef.current = onCancel;
  }, [onCancel]);

  useLayoutEffect(() => {
    if (!opening) return undefined;
    let query = '';
    const onKeyDown = (event: KeyboardEvent) => {
      const meaning = keyWhileOpening(query, event);
      if (!meaning) return;
      // Neither typed into the focused page field nor acted on by the page's own keys.
      event.preventDefault();
      event.stopPropagation();
      if (meaning.kind === 'query') {
        query = meaning.query;
        setTyped(query);
      } else if (meaning.kind === 'cancel') {
        setTyped('');
        cancelRef.current();
      }
    };
    // Capturing at the document: before the focused element and its handlers see the key.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [opening]);

  return opening ? typed : '';
}
