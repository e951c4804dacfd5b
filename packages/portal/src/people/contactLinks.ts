import type { MemberProfile } from '@maru/api';
import { mailtoHref, resolveHref } from '@maru/ui';

/**
 * The contact deep links of the profile dialog (spec 01 §2, §5): chat in Google Chat
 * (`hangout`), Slack, Teams and Naver Works, mail, group mail, mobile and office phone. Only
 * these eight types exist (spec 01 §5); every href is built here from data through the one
 * resolver (`resolveHref`), `mailtoHref` or the plain-number `tel:` rule, so nothing a member
 * typed can become a `javascript:` link.
 */
export const DEEP_LINK_TYPES = [
  'hangout',
  'slack',
  'teams',
  'naverworks',
  'mail',
  'group',
  'cellPhone',
  'phone',
] as const;
export type DeepLinkType = (typeof DEEP_LINK_TYPES)[number];

/** Spec 01 §5: a deep-link type must be one of the eight. */
export function isDeepLinkType(value: unknown): value is DeepLinkType {
  return typeof value === 'string' && (DEEP_LINK_TYPES as readonly string[]).includes(value);
}

export interface ContactLink {
  type: DeepLinkType;
  /** A safe href: https (chat), `mailto:` or `tel:`. */
  href: string;
  /** What the row shows: the address or number, or null for chat (its label says it all). */
  value: string | null;
  /** Chat links open the service in a new tab. */
  newTab: boolean;
}

/** A phone number as people type it (digits, spaces, hyphens, dots, brackets, a leading +). */
const plainPhone = /^\+?[0-9][0-9 ().-]{2,30}$/;

/** The `tel:` URL of a plain phone number (digits and a leading + only), or null. */
export function telHref(number: string | null | undefined): string | null {
  if (typeof number !== 'string') return null;
  const trimmed = number.trim();
  if (!plainPhone.test(trimmed)) return null;
  return `tel:${trimmed.replace(/[^0-9+]/g, '')}`;
}

/**
 * The chat services' deep links (chosen by us: the spec names the services, not the URLs; a
 * deployment changes them here). Ids go in as query values, so they cannot change the host.
 */
const CHAT_URLS = {
  hangout: (account: string) => `https://mail.google.com/chat/u/0/#chat/dm?email=${account}`,
  teams: (mail: string) => `https://teams.microsoft.com/l/chat/0/0?users=${mail}`,
  naverworks: (mail: string) => `https://talk.worksmobile.com/?userEmail=${mail}`,
} as const;

/** An https URL through the one resolver; http or anything else is not a chat link. */
function httpsHref(url: string | null): string | null {
  const resolved = resolveHref(url);
  return resolved && resolved.href.startsWith('https://') ? resolved.href : null;
}

type ContactSource = Pick<
  MemberProfile,
  'googleAuthId' | 'slackLink' | 'microsoft' | 'naver' | 'email' | 'mobile'
> &
  Partial<Pick<MemberProfile, 'groupEmail' | 'telOffice'>>;

/**
 * The contact rows of a member in the dialog's order: chat (Google Chat, Slack, Teams, Naver
 * Works), mail, group mail, mobile, office phone. A contact whose data is missing or unsafe is
 * left out, never shown as a broken link.
 */
export function contactLinksOf(member: ContactSource): ContactLink[] {
  const mail = mailtoHref(member.email);
  const address = mail ? (member.email ?? '').trim() : null;
  const encoded = address ? encodeURIComponent(address) : null;
  const google = mailtoHref(member.googleAuthId)
    ? encodeURIComponent((member.googleAuthId ?? '').trim())
    : null;
  const candidates: [DeepLinkType, string | null, string | null, boolean][] = [
    ['hangout', google ? httpsHref(CHAT_URLS.hangout(google)) : null, null, true],
    ['slack', httpsHref(member.slackLink), null, true],
    ['teams', member.microsoft && encoded ? httpsHref(CHAT_URLS.teams(encoded)) : null, null, true],
    [
      'naverworks',
      member.naver && encoded ? httpsHref(CHAT_URLS.naverworks(encoded)) : null,
      null,
      true,
    ],
    ['mail', mail, address, false],
    ['group', mailtoHref(member.groupEmail), member.groupEmail?.trim() ?? null, false],
    ['cellPhone', telHref(member.mobile), member.mobile?.trim() ?? null, false],
    ['phone', telHref(member.telOffice), member.telOffice?.trim() ?? null, false],
  ];
  return candidates.flatMap(([type, href, value, newTab]) =>
    href && isDeepLinkType(type) ? [{ type, href, value, newTab }] : [],
  );
}

/** The chat services (spec 01 §2 messenger column), in the profile's order. */
export const CHAT_TYPES = ['hangout', 'slack', 'teams', 'naverworks'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];
export type ChatLink = ContactLink & { type: ChatType };

function isChatLink(link: ContactLink): link is ChatLink {
  return (CHAT_TYPES as readonly string[]).includes(link.type);
}

/** The chat links of a list row (the finder's messenger column), built by the same rules. */
export function rowChatLinks(row: ContactSource): ChatLink[] {
  return contactLinksOf(row).filter(isChatLink);
}
