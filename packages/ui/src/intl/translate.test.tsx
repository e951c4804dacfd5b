import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaruProvider } from './MaruProvider';
import { toLocale } from './locale';
import { interpolate, translate } from './translate';
import type { Catalogue } from './translate';
import { useIntl } from './useIntl';

const catalogue: Catalogue = {
  ko: { greet: '{name}님, 안녕하세요', onlyKo: '한국어만' },
  en: { greet: 'Hello, {name}' },
  ja: {},
  zh: { greet: '{name}，你好' },
};

describe('interpolate', () => {
  it('replaces {name} placeholders with string and number values', () => {
    expect(interpolate('{a} of {b}', { a: 1, b: 'two' })).toBe('1 of two');
  });
  it('leaves unknown placeholders visible', () => {
    expect(interpolate('{a} {missing}', { a: 'x' })).toBe('x {missing}');
  });
});

describe('translate', () => {
  it('uses the active locale', () => {
    expect(translate(catalogue, 'en', 'greet', { name: 'Mina' })).toBe('Hello, Mina');
  });
  it('falls back to Korean when the key is missing in the active locale', () => {
    expect(translate(catalogue, 'en', 'onlyKo')).toBe('한국어만');
    expect(translate(catalogue, 'ja', 'greet', { name: '민아' })).toBe('민아님, 안녕하세요');
  });
  it('returns the key when no locale has it', () => {
    expect(translate(catalogue, 'zh', 'nowhere')).toBe('nowhere');
  });
});

describe('toLocale', () => {
  it('accepts region tags and falls back to ko for unknown languages', () => {
    expect(toLocale('ja-JP')).toBe('ja');
    expect(toLocale('zh_CN')).toBe('zh');
    expect(toLocale('fr')).toBe('ko');
    expect(toLocale(undefined)).toBe('ko');
  });
});

function Greeting() {
  const { t } = useIntl(catalogue);
  return <p>{t('greet', { name: 'Mina' })}</p>;
}

describe('useIntl', () => {
  it('translates in the MaruProvider locale with interpolation', () => {
    render(
      <MaruProvider locale="zh">
        <Greeting />
      </MaruProvider>,
    );
    expect(screen.getByText('Mina，你好')).toBeInTheDocument();
  });
  it('is Korean by default (ko default and fallback)', () => {
    render(
      <MaruProvider>
        <Greeting />
      </MaruProvider>,
    );
    expect(screen.getByText('Mina님, 안녕하세요')).toBeInTheDocument();
  });
  it('falls back to Korean inside a provider whose locale lacks the key', () => {
    render(
      <MaruProvider locale="ja">
        <Greeting />
      </MaruProvider>,
    );
    expect(screen.getByText('Mina님, 안녕하세요')).toBeInTheDocument();
  });
});
