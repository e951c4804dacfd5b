import { errorCatalogue, type ErrorMessageKey, type Locale } from '@maru/api';

/*
 * Texts only the reference server says (sign-in failure, unreadable body). The shared error
 * texts come from the contract's catalogue, so client and server word them the same way.
 */
const serverTexts = {
  'server.signInFailed': {
    ko: '아이디 또는 비밀번호가 올바르지 않습니다.',
    en: 'The ID or password is incorrect.',
    ja: 'IDまたはパスワードが正しくありません。',
    zh: '账号或密码不正确。',
  },
  'server.bodyNotJson': {
    ko: '요청 본문이 올바른 JSON이 아닙니다.',
    en: 'The request body must be valid JSON.',
    ja: 'リクエスト本文は正しいJSONである必要があります。',
    zh: '请求正文必须是有效的 JSON。',
  },
  'server.notFound': {
    ko: '요청한 API가 없습니다.',
    en: 'There is no such API.',
    ja: '該当するAPIがありません。',
    zh: '没有该 API。',
  },
} satisfies Record<string, Record<Locale, string>>;

export type ServerMessageKey = keyof typeof serverTexts;
export type MessageKey = ErrorMessageKey | ServerMessageKey;

function isServerKey(key: MessageKey): key is ServerMessageKey {
  return Object.hasOwn(serverTexts, key);
}

/** The text of a message key in the locale (Korean when a locale lacks it). */
export function messageText(key: MessageKey, locale: Locale): string {
  if (isServerKey(key)) return serverTexts[key][locale];
  return errorCatalogue[locale][key] ?? errorCatalogue.ko[key];
}
