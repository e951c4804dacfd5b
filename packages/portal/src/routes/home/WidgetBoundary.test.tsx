import { MaruProvider } from '@maru/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { use } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import ko from '../../i18n/locales/ko';
import { WidgetBoundary } from './WidgetBoundary';

function renderBoundaries(child: React.ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MaruProvider>
        <WidgetBoundary onError={vi.fn()}>{child}</WidgetBoundary>
        <WidgetBoundary>
          <p>other widget</p>
        </WidgetBoundary>
      </MaruProvider>
    </I18nextProvider>,
  );
}

describe('widget boundary: a failing widget never blanks the home page (GUIDE §3)', () => {
  it('a widget that throws shows an error with a retry, and the other widgets stay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('widget exploded');
      return <p>recovered widget</p>;
    }
    renderBoundaries(<Flaky />);
    expect(screen.getByRole('alert')).toHaveTextContent(ko.home.widgetError);
    expect(screen.getByText('other widget')).toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: ko.home.widgetRetry }));
    expect(await screen.findByText('recovered widget')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('a widget that suspends shows a loading status in its own box', async () => {
    const never = new Promise<never>(() => undefined);
    function Pending() {
      use(never);
      return null;
    }
    renderBoundaries(<Pending />);
    expect(await screen.findByRole('status')).toHaveTextContent(ko.home.widgetLoading);
    expect(screen.getByText('other widget')).toBeInTheDocument();
  });
});
