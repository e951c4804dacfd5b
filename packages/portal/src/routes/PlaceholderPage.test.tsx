import { MaruProvider } from '@maru/ui';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../i18n';
import en from '../i18n/locales/en';
import ko from '../i18n/locales/ko';
import { portalRoutes } from './routeTable';

afterEach(async () => {
  await changeLocale('ko');
});

async function renderRoute(path: string) {
  const row = portalRoutes.find((route) => route.path === path);
  if (!row) throw new Error(`no route ${path}`);
  const { Component } = await row.load();
  render(
    <I18nextProvider i18n={i18n}>
      <MaruProvider>
        <MemoryRouter>
          <Component />
        </MemoryRouter>
      </MaruProvider>
    </I18nextProvider>,
  );
}

describe('pages of later issues are honest (issue 4: "not available yet", no fake content)', () => {
  it('shows the route title as its heading, says it is not available yet, and links home', async () => {
    await renderRoute('/ess/myAssets');
    const region = screen.getByRole('region', { name: ko.title.myAssets });
    expect(screen.getByRole('heading', { level: 1, name: ko.title.myAssets })).toBeInTheDocument();
    expect(region).toHaveTextContent(ko.placeholder.comingLater);
    expect(screen.getByRole('link', { name: ko.placeholder.backHome })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('each placeholder route shows its own title, in the active language', async () => {
    await changeLocale('en');
    await renderRoute('/community/board/:menuId/update/:listId');
    expect(screen.getByRole('heading', { name: en.title.postUpdate })).toBeInTheDocument();
    expect(screen.getByText(en.placeholder.comingLater)).toBeInTheDocument();
  });
});
