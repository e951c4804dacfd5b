import type { EmployeeNewsItem, EmployeeNewsKind, Locale } from '../contract';
import { addDays, anniversariesBetween } from '../dates';
import { personEntryOf, type PersonCard } from './people';
import type { CompanyNameOf } from './profile';

/*
 * Member news (spec 01 §2 home "member news"): the one rule that turns the standing facts
 * (birth and hire dates) and dated events (weddings, transfers) into the items of a window of
 * days, shared by the MSW mocks and the reference server.
 */

/** Days before and after today the news call covers: last week and the coming month. */
export const NEWS_DAYS_BEFORE = 7;
export const NEWS_DAYS_AFTER = 30;

/** The standing facts of one employee. */
export interface EmployeeFacts {
  userId: string;
  /** `yyyy-MM-dd`. */
  birthDate: string;
  /** Whether the employee agreed to have the birthday announced; one in four did. */
  birthdayPublic: boolean;
  /** `yyyy-MM-dd`, the day they joined the group. */
  hireDate: string;
}

/** A dated happening: a wedding, or a transfer into `studioId` from `fromStudioId`. */
export interface EmployeeEvent {
  userId: string;
  kind: 'WEDDING' | 'BBOARD';
  ymd: string;
  /** The company the news belongs to (where the person works now). */
  studioId: string;
  /** For a transfer, the company they came from. */
  fromStudioId: string | null;
}

/** One occurrence of news, before it is put in a language. */
export interface NewsOccurrence {
  userId: string;
  kind: EmployeeNewsKind;
  ymd: string;
  /** Work anniversaries: the completed years. */
  years: number | null;
  fromStudioId: string | null;
}

/** The first and last day (inclusive) of the news window around `today`. */
export function newsWindow(today: string): { first: string; last: string } {
  return { first: addDays(today, -NEWS_DAYS_BEFORE), last: addDays(today, NEWS_DAYS_AFTER) };
}

/**
 * The news of a window: public birthdays, work anniversaries (a full year or more) and the
 * dated events, ordered by date then kind then user.
 */
export function newsOccurrences(
  facts: readonly EmployeeFacts[],
  events: readonly EmployeeEvent[],
  window: { first: string; last: string },
): NewsOccurrence[] {
  const found: NewsOccurrence[] = [];
  for (const fact of facts) {
    if (fact.birthdayPublic) {
      for (const { ymd } of anniversariesBetween(fact.birthDate, window.first, window.last)) {
        found.push({ userId: fact.userId, kind: 'BIRTHDAY', ymd, years: null, fromStudioId: null });
      }
    }
    for (const { ymd, years } of anniversariesBetween(fact.hireDate, window.first, window.last)) {
      if (years >= 1) {
        found.push({ userId: fact.userId, kind: 'ABOARD', ymd, years, fromStudioId: null });
      }
    }
  }
  for (const event of events) {
    if (event.ymd >= window.first && event.ymd <= window.last) {
      found.push({
        userId: event.userId,
        kind: event.kind,
        ymd: event.ymd,
        years: null,
        fromStudioId: event.fromStudioId,
      });
    }
  }
  const kindOrder = ['BIRTHDAY', 'WEDDING', 'ABOARD', 'BBOARD'];
  return found.sort(
    (a, b) =>
      a.ymd.localeCompare(b.ymd) ||
      kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) ||
      a.userId.localeCompare(b.userId),
  );
}

/** The colour of each kind, as the legacy server names it. */
export const NEWS_COLOURS: Record<EmployeeNewsKind, string> = {
  BIRTHDAY: 'orange',
  WEDDING: 'purple',
  ABOARD: 'blue',
  BBOARD: 'green',
};

const LABELS: Record<EmployeeNewsKind, Record<Locale, string>> = {
  BIRTHDAY: { ko: '생일', en: 'Birthday', ja: '誕生日', zh: '生日' },
  WEDDING: { ko: '결혼', en: 'Wedding', ja: '結婚', zh: '结婚' },
  ABOARD: { ko: '입사 기념일', en: 'Work anniversary', ja: '入社記念日', zh: '入职纪念日' },
  BBOARD: { ko: '전입', en: 'Transfer', ja: '転入', zh: '调入' },
};

function typeNameOf(
  occurrence: NewsOccurrence,
  locale: Locale,
  companyNameOf: CompanyNameOf,
): string {
  const years = occurrence.years ?? 0;
  if (occurrence.kind === 'ABOARD') {
    return {
      ko: `입사 ${years}주년`,
      en: `${years}-year work anniversary`,
      ja: `入社${years}周年`,
      zh: `入职${years}周年`,
    }[locale];
  }
  if (occurrence.kind === 'BBOARD') {
    const name = (occurrence.fromStudioId && companyNameOf(occurrence.fromStudioId)) || '';
    return {
      ko: `${name}에서 전입`,
      en: `Transferred from ${name}`,
      ja: `${name}から転入`,
      zh: `从${name}调入`,
    }[locale];
  }
  return LABELS[occurrence.kind][locale];
}

/**
 * The contract's item for an occurrence: people named in Korean for `ko`, English otherwise;
 * their departments (`personEntryOf`) and the company a transfer came from (`companyNameOf`) in
 * any locale, Korean fallback.
 */
export function employeeNewsItemFor(
  occurrence: NewsOccurrence,
  person: PersonCard,
  locale: Locale,
  companyNameOf: CompanyNameOf,
): EmployeeNewsItem {
  return {
    ...personEntryOf(person, locale),
    dutyName: person.dutyDesc,
    eventYmd: occurrence.ymd,
    infoChk: occurrence.kind,
    label: LABELS[occurrence.kind][locale],
    color: NEWS_COLOURS[occurrence.kind],
    typeName: typeNameOf(occurrence, locale, companyNameOf),
  };
}
