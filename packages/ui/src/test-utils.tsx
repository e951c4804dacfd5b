import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MaruProvider } from './intl/MaruProvider';
import type { Locale } from './intl/locale';

/** Renders inside a MaruProvider, as every Maru screen is. Test-only; not exported. */
export function renderWithMaru(ui: ReactElement, locale: Locale = 'ko'): RenderResult {
  return render(<MaruProvider locale={locale}>{ui}</MaruProvider>);
}
