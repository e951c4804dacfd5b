import { MaruProvider } from '@maru/ui';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../i18n';
import en from '../i18n/locales/en';
import ko from '../i18n/locales/ko';
import { MemberMarkers } from './MemberMarkers';

afterEach(async () => {
  await changeLocale('ko');
});

function renderMarkers(markers: Parameters<typeof MemberMarkers>[0]['markers']) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MaruProvider>
        <p data-testid="name">
          김겸직
          <MemberMarkers markers={markers} />
        </p>
      </MaruProvider>
    </I18nextProvider>,
  );
}

describe('MemberMarkers (spec 02 §2)', () => {
  it('spec 02 §2 markers: each marker is written out as a word beside its icon, never colour only', () => {
    renderMarkers(['concurrent', 'dispatched', 'onLeave']);
    const { concurrent, dispatched, onLeave } = ko.people.marker;
    expect(screen.getByTestId('name')).toHaveTextContent(
      `김겸직${concurrent}${dispatched}${onLeave}`,
    );
    // The icons are decoration: the words carry the meaning.
    for (const icon of screen.getByTestId('name').querySelectorAll('svg')) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('a member without markers gets nothing beside the name', () => {
    renderMarkers([]);
    expect(screen.getByTestId('name')).toHaveTextContent(/^김겸직$/);
  });

  it('the words follow the interface language', async () => {
    await changeLocale('en');
    renderMarkers(['onLeave']);
    expect(screen.getByTestId('name')).toHaveTextContent(`김겸직${en.people.marker.onLeave}`);
  });
});
