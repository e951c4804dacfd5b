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
  // Sign-in limits (auth/signInAnswers.ts fills in {minutes}, {time} and {seconds}).
  'server.signInLocked': {
    ko: '로그인에 여러 번 실패하여 계정이 잠시 잠겼습니다. {minutes}분 후({time})에 다시 시도하세요.',
    en: 'Too many failed sign-ins, so this account is locked for now. Try again in {minutes} min (at {time}).',
    ja: 'ログインに何度も失敗したため、アカウントが一時的にロックされました。{minutes}分後（{time}）にもう一度お試しください。',
    zh: '登录失败次数过多，账号已被暂时锁定。请在 {minutes} 分钟后（{time}）重试。',
  },
  'server.signInThrottled': {
    ko: '이 네트워크에서 로그인에 실패한 횟수가 너무 많습니다. {seconds}초 후에 다시 시도하세요.',
    en: 'Too many failed sign-ins from this network. Try again in {seconds} s.',
    ja: 'このネットワークからのログイン失敗が多すぎます。{seconds}秒後にもう一度お試しください。',
    zh: '来自此网络的登录失败次数过多。请在 {seconds} 秒后重试。',
  },
  'server.signInBusy': {
    ko: '지금 로그인 요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도하세요.',
    en: 'Too many sign-ins are being processed right now. Try again in a moment.',
    ja: '現在ログインが混み合っています。しばらくしてからもう一度お試しください。',
    zh: '当前登录请求过多，请稍后重试。',
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
  'server.unknownHost': {
    ko: '이 주소로는 서비스하지 않습니다. 서버에 설정된 주소로 접속하세요.',
    en: 'This server does not answer at this address. Use the address it is configured for.',
    ja: 'このアドレスではサービスしていません。サーバーに設定されたアドレスで接続してください。',
    zh: '此服务器不在该地址提供服务。请使用服务器配置的地址访问。',
  },
  'server.bodyTooLarge': {
    ko: '요청 본문이 너무 큽니다(최대 1MiB).',
    en: 'The request body is too large (1 MiB at most).',
    ja: 'リクエスト本文が大きすぎます（最大1MiB）。',
    zh: '请求正文过大（最多 1 MiB）。',
  },
  'server.unsupportedMediaType': {
    ko: '요청 본문은 application/json 형식이어야 합니다.',
    en: 'The request body must be sent as application/json.',
    ja: 'リクエスト本文は application/json で送信してください。',
    zh: '请求正文必须以 application/json 发送。',
  },
  'server.uriTooLong': {
    ko: '요청 주소가 너무 깁니다.',
    en: 'The request address is too long.',
    ja: 'リクエストのアドレスが長すぎます。',
    zh: '请求地址过长。',
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
