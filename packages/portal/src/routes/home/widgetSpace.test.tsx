import { MaruProvider, PORTLET_HEIGHT } from '@maru/ui';
import { render, screen } from '@testing-library/react';
import { use } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { WidgetSpace } from './HomePage.styles';
import { WidgetBoundary } from './WidgetBoundary';
import { WIDGET_HEIGHTS } from './widgetSpace';

function Pending(): null {
  use(new Promise<never>(() => undefined));
  return null;
}

function Nothing(): null {
  return null;
}

function renderSpace(child: React.ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MaruProvider>
        <WidgetSpace $height={WIDGET_HEIGHTS.attendance} data-testid="space">
          <WidgetBoundary>{child}</WidgetBoundary>
        </WidgetSpace>
      </MaruProvider>
    </I18nextProvider>,
  );
}

describe('home keeps each widget’s space while it loads (issue 15, GUIDE §6 layout shift ≤ 0.1)', () => {
  it('reserves the loaded widget’s height, and the loading notice fills it', async () => {
    renderSpace(<Pending />);
    const notice = await screen.findByRole('status');
    expect(screen.getByTestId('space')).toHaveStyle({
      minHeight: `${WIDGET_HEIGHTS.attendance}px`,
    });
    expect(notice.parentElement).toBe(screen.getByTestId('space'));
    expect(getComputedStyle(notice).minHeight).toBe(`${WIDGET_HEIGHTS.attendance}px`);
  });

  it('keeps no space for a widget that draws nothing for this user', () => {
    renderSpace(<Nothing />);
    expect(screen.getByTestId('space')).toBeEmptyDOMElement();
    expect(screen.getByTestId('space')).toHaveStyle({ minHeight: '0' });
  });

  it('reserves a list portlet’s fixed card height with its border', () => {
    expect(WIDGET_HEIGHTS.portlet).toBe(PORTLET_HEIGHT + 2);
  });
});
