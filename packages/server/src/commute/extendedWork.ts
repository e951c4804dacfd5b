import {
  extendedWorkCheckDataSchema,
  type CommuteSettings,
  type ExtendedWorkCheck,
  type ExtendedWorkCheckData,
} from '@maru/api';
import type { Selectable } from 'kysely';
import type { MaruDb } from '../db/connection';
import type { ExtendedWorkRequestTable } from './tables';

type ExtendedWorkRequestRow = Selectable<ExtendedWorkRequestTable>;

/** Extended-work application is on only when both settings flags are Y (spec 02 §4 Leave). */
export function extendedWorkApplies(
  settings: Pick<CommuteSettings, 'applyExtendedWorkFlag' | 'extendedWorkDraftUseFlag'>,
): boolean {
  return settings.applyExtendedWorkFlag === 'Y' && settings.extendedWorkDraftUseFlag === 'Y';
}

/**
 * The extended-work check (spec 02 §4 Leave), pure. Off → nothing to check. On → the approved
 * request of the day, and `hasTimedOut` when now is past the approved end; without an approved
 * request the standard daily window is the limit (working past it unapproved needs a reason).
 */
export function extendedWorkCheckOf(input: {
  settings: Pick<CommuteSettings, 'applyExtendedWorkFlag' | 'extendedWorkDraftUseFlag'>;
  request: ExtendedWorkRequestRow | undefined;
  now: number;
  standardWindowEnd: number;
}): ExtendedWorkCheck {
  const { settings, request, now } = input;
  if (!extendedWorkApplies(settings)) return { hasTimedOut: false, data: null, comment: null };
  if (!request) return { hasTimedOut: now > input.standardWindowEnd, data: null, comment: null };
  return {
    hasTimedOut: now > Number(request.approved_end),
    data: {
      requestId: request.request_id,
      ymd: request.ymd,
      approvedStart: Number(request.approved_start),
      approvedEnd: Number(request.approved_end),
    },
    comment: request.comment,
  };
}

/** The employee's approved extended-work request for a work day (the latest when several). */
export function approvedRequestFor(
  db: MaruDb,
  userId: string,
  ymd: string,
): Promise<ExtendedWorkRequestRow | undefined> {
  return db
    .selectFrom('extended_work_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ymd', '=', ymd)
    .orderBy('approved_end', 'desc')
    .executeTakeFirst();
}

/**
 * The check data a leave sent back in `extParam`, when it names one of the employee's own
 * requests for that work day with the same approved times; null otherwise (a 400).
 */
export async function matchingRequest(
  db: MaruDb,
  userId: string,
  ymd: string,
  extParam: unknown,
): Promise<ExtendedWorkCheckData | null> {
  const parsed = extendedWorkCheckDataSchema.safeParse(extParam);
  if (!parsed.success || parsed.data.ymd !== ymd) return null;
  const row = await db
    .selectFrom('extended_work_requests')
    .selectAll()
    .where('request_id', '=', parsed.data.requestId)
    .where('user_id', '=', userId)
    .where('ymd', '=', ymd)
    .executeTakeFirst();
  if (!row) return null;
  const same =
    Number(row.approved_start) === parsed.data.approvedStart &&
    Number(row.approved_end) === parsed.data.approvedEnd;
  return same ? parsed.data : null;
}

/** Records which leave answered a request's check, and the reason given. */
export async function recordLeaveOnRequest(
  db: MaruDb,
  requestId: string,
  leftAt: number,
  remark: string,
): Promise<void> {
  await db
    .updateTable('extended_work_requests')
    .set({ left_at: leftAt, leave_remark: remark })
    .where('request_id', '=', requestId)
    .execute();
}
