import type { AbsenteeEntry, Locale } from '../contract';
import { departmentNameOf, type OrgNames } from './orgNames';

/*
 * People as the people widgets (absentees, news) show them, and the absentees list's order.
 */

/**
 * A member as the people widgets show them, from the fixtures or the server's rows. The name
 * is Korean for `ko` and English otherwise (people have only those two); the department is
 * named in the reader's language, Korean where it has none in it (spec 01 §9).
 */
export interface PersonCard extends OrgNames {
  userId: string;
  userName: string;
  userNameEn: string;
  photo: string | null;
  dutyDesc: string;
}

/** A person's name and department name in `locale`. */
export function personNames(
  person: PersonCard,
  locale: Locale,
): { name: string; organizationName: string } {
  return {
    name: locale === 'ko' ? person.userName : person.userNameEn,
    organizationName: departmentNameOf(person, locale),
  };
}

/** Who a row of the people widgets (absentees, news) is about, named in `locale`. */
export function personEntryOf(
  person: PersonCard,
  locale: Locale,
): Pick<AbsenteeEntry, 'userId' | 'userPhoto' | 'employeeName' | 'organizationName'> {
  const names = personNames(person, locale);
  return {
    userId: person.userId,
    userPhoto: person.photo,
    employeeName: names.name,
    organizationName: names.organizationName,
  };
}

/** The contract's entry for an absence, with its leave type's lookup value when known. */
export function absenteeEntryFor(
  absence: { lookupCode: string; startTime: string | null; endTime: string | null },
  person: PersonCard,
  lookupValue: { attribute01: string | null; meaning: Record<Locale, string> } | undefined,
  locale: Locale,
): AbsenteeEntry {
  return {
    ...personEntryOf(person, locale),
    calendarMarkName: lookupValue?.meaning[locale] ?? absence.lookupCode,
    lookupCode: absence.lookupCode,
    attribute01: lookupValue?.attribute01 ?? null,
    startTime: absence.startTime,
    endTime: absence.endTime,
  };
}

/** Whole-day absences first, then by start time, then by name: the order of the list. */
export function compareAbsentees(a: AbsenteeEntry, b: AbsenteeEntry): number {
  const start = (entry: AbsenteeEntry) => entry.startTime ?? '';
  return (
    start(a).localeCompare(start(b)) ||
    a.employeeName.localeCompare(b.employeeName, 'ko') ||
    a.userId.localeCompare(b.userId)
  );
}
