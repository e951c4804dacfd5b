import { describe, expect, it } from 'vitest';
import { LOCALES } from '../contract';
import { ApiError } from './ApiError';
import { ERROR_MESSAGE_KEYS, errorCatalogue } from './catalogue';
import { errorText } from './texts';
import { parseApiError } from './parse';

describe('error catalogue', () => {
  it('has identical keys in ko, en, ja and zh', () => {
    const reference = Object.keys(errorCatalogue.ko).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(errorCatalogue[locale]).sort(), locale).toEqual(reference);
    }
  });

  it('has a non-empty text for every key in every locale, distinct from Korean outside ko', () => {
    for (const locale of LOCALES) {
      for (const key of ERROR_MESSAGE_KEYS) {
        const value = errorCatalogue[locale][key];
        expect(value.trim(), `${locale} ${key}`).not.toBe('');
        if (locale !== 'ko') expect(value, `${locale} ${key}`).not.toBe(errorCatalogue.ko[key]);
      }
    }
  });

  it('covers the spec texts (401, 403, 410, 502, unknown, tag limit, backslash, commute changed)', () => {
    expect(ERROR_MESSAGE_KEYS).toEqual(
      expect.arrayContaining([
        'error.unauthorized',
        'error.forbidden',
        'error.gone',
        'error.badGateway',
        'error.unknown',
        'error.externalService',
        'error.invalidMenuId',
        'error.invalidPostId',
        'error.invalidRequest',
        'error.formMissing',
        'error.retiredMember',
        'error.memberNotFound',
        'error.backslash',
        'error.tagLimit',
        'error.commuteStateChanged',
        'error.requestInProgress',
        'error.network',
      ]),
    );
    expect(errorCatalogue.ko['error.backslash']).toContain("'\\'");
  });

  it('errorText: the server message wins when present', () => {
    expect(errorText({ message: '서버 메시지', messageKey: 'error.unknown' }, 'en')).toBe(
      '서버 메시지',
    );
  });

  it('errorText: without a server message, the catalogue text in the locale', () => {
    expect(errorText({ message: null, messageKey: 'error.forbidden' }, 'ko')).toBe(
      '접근 권한이 없습니다.',
    );
    expect(errorText({ message: ' ', messageKey: 'error.forbidden' }, 'en')).toBe(
      'You do not have permission to access this.',
    );
    expect(errorText(parseApiError(null, null), 'ja')).toBe(errorCatalogue.ja['error.badGateway']);
  });

  it('ApiError carries the parsed info and the endpoint path', () => {
    const info = parseApiError(410, null);
    const error = new ApiError(info, '/board/post');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 410,
      messageKey: 'error.gone',
      action: 'toCommunity',
      serverMessage: null,
      endpoint: '/board/post',
      info,
    });
    expect(error.message).toBe('error.gone');
  });
});
