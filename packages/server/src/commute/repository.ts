import type { CommuteSettings } from '@maru/api';
import { defaultCommuteSettings } from '@maru/api/domain';
import type { MaruDb } from '../db/connection';
import type { NewCommuteRecord } from '../db/schema';
import type { CommuteEvent } from './rules';

/** A user's records for the work days `first`…`last`, grouped by day, in the order they count. */
export async function eventsByDay(
  db: MaruDb,
  userId: string,
  first: string,
  last: string,
): Promise<Map<string, CommuteEvent[]>> {
  const rows = await db
    .selectFrom('commute_records')
    .select(['ymd', 'division', 'type', 'recorded_at', 'platform'])
    .where('user_id', '=', userId)
    .where('ymd', '>=', first)
    .where('ymd', '<=', last)
    // Several records can share a second (leaving during non-work writes two): the
    // insertion order (id) breaks the tie.
    .orderBy('recorded_at')
    .orderBy('id')
    .execute();
  const days = new Map<string, CommuteEvent[]>();
  for (const row of rows) {
    const list = days.get(row.ymd) ?? [];
    list.push({
      division: row.division,
      type: row.type,
      recordedAt: Number(row.recorded_at),
      platform: row.platform,
    });
    days.set(row.ymd, list);
  }
  return days;
}

export async function insertRecords(db: MaruDb, records: NewCommuteRecord[]): Promise<void> {
  if (records.length === 0) return;
  // One insert per row keeps the ids in the planned order on every dialect.
  for (const record of records) await db.insertInto('commute_records').values(record).execute();
}

/**
 * The settings of a day: the fixture defaults (weekends are holidays), overridden by a
 * company-wide row (user_id null) and then by the user's own row, column by column.
 */
export async function settingsFor(
  db: MaruDb,
  userId: string,
  ymd: string,
): Promise<CommuteSettings> {
  const rows = await db
    .selectFrom('commute_settings')
    .selectAll()
    .where('ymd', '=', ymd)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('user_id', 'is', null)]))
    .execute();
  const ordered = [...rows].sort((a, b) => Number(a.user_id !== null) - Number(b.user_id !== null));
  const settings = defaultCommuteSettings(ymd);
  const yn = (value: string | null, fallback: 'Y' | 'N'): 'Y' | 'N' =>
    value === 'Y' || value === 'N' ? value : fallback;
  for (const row of ordered) {
    settings.workCode = row.work_code ?? settings.workCode;
    settings.workStartTime = row.work_start_time ?? settings.workStartTime;
    settings.holidayYn = yn(row.holiday_yn, settings.holidayYn);
    settings.breaktimeYn = yn(row.breaktime_yn, settings.breaktimeYn);
    settings.coworkStartTime = row.cowork_start_time ?? settings.coworkStartTime;
    settings.coworkEndTime = row.cowork_end_time ?? settings.coworkEndTime;
    settings.overtimeYn = yn(row.overtime_yn, settings.overtimeYn);
    settings.applyExtendedWorkFlag = yn(
      row.apply_extended_work_flag,
      settings.applyExtendedWorkFlag,
    );
    settings.extendedWorkDraftUseFlag = yn(
      row.extended_work_draft_use_flag,
      settings.extendedWorkDraftUseFlag,
    );
  }
  return settings;
}
