import type { CloudInfo, CloudLogo } from '@maru/api';
import type { MaruDb } from '../db/connection';
import type { CloudSettingRow } from '../db/schema';
import { DEFAULT_STUDIO_ID } from './studios';

function cloudInfoOf(row: CloudSettingRow): CloudInfo {
  return {
    isBlocked: row.is_blocked === 1,
    blockedUrl: row.blocked_url,
    isCloud: row.is_cloud === 1,
    useGa: row.use_ga === 1,
    useKanban: row.use_kanban === 1,
    usePerformance: row.use_performance === 1,
    usePayroll: row.use_payroll === 1,
    isFreeTrial: row.is_free_trial === 1,
    freeTrialExpiredAt: row.free_trial_expired_at,
  };
}

/**
 * The cloud settings of a company. A company without its own row uses the default company's
 * (the tenant's settings), so a newly added company is never left without an answer.
 */
export async function cloudInfoFor(db: MaruDb, studioId: string): Promise<CloudInfo> {
  const rows = await db
    .selectFrom('cloud_settings')
    .selectAll()
    .where('studio_id', 'in', [studioId, DEFAULT_STUDIO_ID])
    .execute();
  const row =
    rows.find((candidate) => candidate.studio_id === studioId) ??
    rows.find((candidate) => candidate.studio_id === DEFAULT_STUDIO_ID);
  if (!row) throw new Error(`no cloud settings for ${studioId} or ${DEFAULT_STUDIO_ID}`);
  return cloudInfoOf(row);
}

/** The logos of the given companies (the user's); the shell picks the current company's. */
export async function cloudLogos(db: MaruDb, studioIds: readonly string[]): Promise<CloudLogo[]> {
  if (studioIds.length === 0) return [];
  const rows = await db
    .selectFrom('cloud_settings')
    .select(['studio_id', 'logo_url'])
    .where('logo_url', 'is not', null)
    .where('studio_id', 'in', studioIds)
    .orderBy('studio_id')
    .execute();
  return rows.map((row) => ({ companyId: row.studio_id, logoUrl: row.logo_url ?? '' }));
}
