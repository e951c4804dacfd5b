import type { MaruDb } from '../db/connection';
import { seedEmployeeNews } from '../employeeNews/seed';
import { seedSchedule } from '../schedule/seed';
import { seedAbsentees } from './seed';

/**
 * The people widgets' demo data (absentees, employee news, linked calendars), relative to the
 * seed clock's day; each part is skipped when it already has data for that day or month.
 */
export async function seedPeople(db: MaruDb, now: () => Date = () => new Date()): Promise<boolean> {
  const at = now();
  const absentees = await seedAbsentees(db, at);
  const news = await seedEmployeeNews(db, at);
  const schedule = await seedSchedule(db, at);
  return absentees || news || schedule;
}
