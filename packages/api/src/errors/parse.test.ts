import { describe, expect, it } from 'vitest';
import { errorActionFor, parseApiError } from './parse';

describe('parseApiError (spec 01 §8 error parsing)', () => {
  it('a body with meta gives code, message and errorType', () => {
    const info = parseApiError(500, {
      meta: { code: 'E1001', message: '처리할 수 없습니다.', errorType: 'business' },
    });
    expect(info).toEqual({
      status: 500,
      code: 'E1001',
      errorType: 'business',
      message: '처리할 수 없습니다.',
      messageKey: 'error.unknown',
      action: 'alert',
    });
  });

  it('a numeric meta code is kept as a number', () => {
    expect(
      parseApiError(409, { meta: { code: 409, message: 'x', errorType: 'conflict' } }).code,
    ).toBe(409);
  });

  it('errorType validation shows the first item message of meta.data', () => {
    const info = parseApiError(400, {
      meta: {
        code: 'VALIDATION',
        message: 'Validation failed',
        errorType: 'validation',
        data: [
          { field: 'remark', message: '사유는 500자 이하로 입력해 주세요.' },
          { field: 'offset', message: 'second' },
        ],
      },
    });
    expect(info.message).toBe('사유는 500자 이하로 입력해 주세요.');
    expect(info.errorType).toBe('validation');
  });

  it('errorType validation without data items falls back to meta.message', () => {
    const info = parseApiError(400, {
      meta: { code: 'VALIDATION', message: 'Validation failed', errorType: 'validation', data: [] },
    });
    expect(info.message).toBe('Validation failed');
  });

  it('meta.data is ignored when errorType is not validation', () => {
    const info = parseApiError(500, {
      meta: { code: 1, message: 'top', errorType: 'server', data: [{ message: 'item' }] },
    });
    expect(info.message).toBe('top');
  });

  it('a write body with an errors array gives its first user_message', () => {
    const info = parseApiError(200, {
      errors: [{ user_message: '이미 처리 중인 요청이 있습니다.' }, { user_message: 'second' }],
    });
    expect(info.message).toBe('이미 처리 중인 요청이 있습니다.');
    expect(info.action).toBe('alert');
  });

  it('no response (status null) gives the bad-gateway text', () => {
    expect(parseApiError(null, undefined)).toEqual({
      status: null,
      code: null,
      errorType: null,
      message: null,
      messageKey: 'error.badGateway',
      action: 'alert',
    });
  });

  it('no request info (nothing usable in the body) gives the unknown-error text', () => {
    for (const body of [null, undefined, 'Internal Server Error', [], {}, { meta: 'x' }]) {
      const info = parseApiError(500, body);
      expect(info.messageKey).toBe('error.unknown');
      expect(info.message).toBeNull();
    }
  });

  it('401 without a message gives the token-expired text and the sign-in action', () => {
    expect(parseApiError(401, null)).toMatchObject({
      messageKey: 'error.unauthorized',
      message: null,
      action: 'signIn',
    });
  });

  it('403 without a message gives the no-permission text and goes to Community', () => {
    expect(parseApiError(403, {})).toMatchObject({
      messageKey: 'error.forbidden',
      action: 'toCommunity',
    });
  });

  it('410 without a message gives the post-deleted text and goes to Community', () => {
    expect(parseApiError(410, '')).toMatchObject({
      messageKey: 'error.gone',
      action: 'toCommunity',
    });
  });

  it('403 with a server message keeps the message (shown before going to Community)', () => {
    const info = parseApiError(403, {
      meta: { code: 403, message: '권한 없음', errorType: 'auth' },
    });
    expect(info).toMatchObject({
      message: '권한 없음',
      messageKey: 'error.forbidden',
      action: 'toCommunity',
    });
  });

  it('307 reloads the page', () => {
    expect(parseApiError(307, null).action).toBe('reload');
  });

  it('502, 503 and 504 without a message give the bad-gateway text', () => {
    for (const status of [502, 503, 504]) {
      expect(parseApiError(status, null).messageKey).toBe('error.badGateway');
    }
  });

  it('400 without a message gives the invalid-request text', () => {
    expect(parseApiError(400, null).messageKey).toBe('error.invalidRequest');
  });

  it('a blank server message counts as no message', () => {
    expect(
      parseApiError(500, { meta: { code: 1, message: '  ', errorType: 'x' } }).message,
    ).toBeNull();
    expect(parseApiError(200, { errors: [{ user_message: '' }] }).message).toBeNull();
    expect(parseApiError(200, { errors: [] }).message).toBeNull();
  });

  it('status policy: others show an alert', () => {
    expect([200, 400, 404, 409, 500, null].map(errorActionFor)).toEqual(Array(6).fill('alert'));
  });
});
