import {
  createPrng,
  departments,
  dutyLookups,
  employees,
  jobGroupCodeOf,
  studios,
} from '@maru/api/fixtures';
import { openDatabase, type MaruDb } from '../db/connection';
import { migrateToLatest } from '../db/migrations';
import { seed } from '../db/seed';
import { rebuildDirectoryEntries } from './entries';
import { insertInChunks } from './seed';
import type { DepartmentRow } from './tree';

/*
 * A large company for benchmarks only (GUIDE §6: member search over 100,000 members under 50 ms
 * a page): the demo company seeded as usual, then teams and parts under every division and
 * generated members until the count is reached. Never part of the normal seed; deterministic.
 */

const SCALE_SEED = 20261126;
const TEAMS_PER_DIVISION = 30;
const PARTS_PER_TEAM = 3;
/** Korean names by syllable, drawn from the fixture people so they look like the company's. */
const FAMILIES = [...new Set(employees.map((e) => e.userName.slice(0, 1)))];
const GIVEN = [...new Set(employees.map((e) => e.userName.slice(1)))];
const FAMILIES_EN = [...new Set(employees.map((e) => e.userNameEn.split(' ').at(-1) ?? 'Kim'))];
const GIVEN_EN = [...new Set(employees.map((e) => e.userNameEn.split(' ')[0] ?? 'Minjun'))];

function pickFrom<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function generatedDepartments(): DepartmentRow[] {
  const rows: DepartmentRow[] = [];
  for (const division of departments.filter((d) => d.parentId === null)) {
    for (let t = 1; t <= TEAMS_PER_DIVISION; t += 1) {
      const team = `${division.dlId}T${String(t).padStart(2, '0')}`;
      rows.push({
        dl_id: team,
        dl_name: `${division.dlName} ${t}팀`,
        dl_name_en: `${division.dlNameEn} Team ${t}`,
        dl_name_ja: `${division.dlNameJa} 第${t}チーム`,
        dl_name_zh: `${division.dlNameZh} 第${t}组`,
        parent_id: division.dlId,
        studio_id: division.studioId,
        group_mail: null,
        sort_no: 100 + t,
      });
      for (let p = 1; p <= PARTS_PER_TEAM; p += 1) {
        rows.push({
          dl_id: `${team}P${p}`,
          dl_name: `${division.dlName} ${t}팀 ${p}파트`,
          dl_name_en: `${division.dlNameEn} Team ${t} Part ${p}`,
          dl_name_ja: `${division.dlNameJa} 第${t}チーム 第${p}パート`,
          dl_name_zh: `${division.dlNameZh} 第${t}组 第${p}小组`,
          parent_id: team,
          studio_id: division.studioId,
          group_mail: null,
          sort_no: p,
        });
      }
    }
  }
  return rows;
}

/** The share of generated people who have left (userState 2), as in the demo company. */
const RETIRED_EVERY = 40;

/** Opens (creating) the SQLite `file`, migrates and seeds it, then `growCompany`. */
export async function buildScaledCompany(file: string, memberCount = 100_000): Promise<MaruDb> {
  const db = openDatabase({ engine: 'sqlite', file });
  await migrateToLatest(db);
  await seed(db);
  await growCompany(db, memberCount);
  return db;
}

/**
 * Grows the seeded demo company to `memberCount` employees (about one in twenty-five with a
 * concurrent post, one in forty retired, so the benches pay for the retired filter) and
 * rebuilds the directory.
 */
export async function growCompany(db: MaruDb, memberCount: number): Promise<void> {
  const random = createPrng(SCALE_SEED);
  const added = generatedDepartments();
  const domains = new Map(studios.map((s) => [s.dlId, `${s.code.toLowerCase()}.example`]));
  const titles = dutyLookups.slice(0, 5).map((lookup) => lookup.names.ko);
  const toAdd = Math.max(0, memberCount - employees.length);

  const people = Array.from({ length: toAdd }, (_, index) => {
    const n = index + 1;
    const department = pickFrom(random, added);
    const family = pickFrom(random, FAMILIES);
    const given = pickFrom(random, GIVEN);
    const familyEn = pickFrom(random, FAMILIES_EN);
    const givenEn = pickFrom(random, GIVEN_EN);
    const digits = () => String(1000 + Math.floor(random() * 9000));
    return {
      user_id: `S${String(n).padStart(6, '0')}`,
      employee_number: `X${String(n).padStart(7, '0')}`,
      user_name: `${family}${given}`,
      user_name_en: `${givenEn} ${familyEn}`,
      email:
        `${givenEn}.${familyEn}${n}@${domains.get(department.studio_id) ?? 'maru.example'}`.toLowerCase(),
      mobile: `010-${digits()}-${digits()}`,
      tel_office: `02-6${digits().slice(1)}-${digits()}`,
      duty_desc: pickFrom(random, titles),
      organization_id: department.dl_id,
      studio_id: department.studio_id,
      photo: '',
      admin_flag: '0',
      hr_user_admin_flag: 0,
      is_finance_admin: 0,
      is_ga_privileged: 0,
      manager_flag: '0',
      language: 'ko',
      user_state: n % RETIRED_EVERY === 0 ? 2 : 1,
    };
  });
  const subs = people.flatMap((person, index) => {
    if ((index + 1) % 25 !== 0) return [];
    const other = pickFrom(
      random,
      added.filter((d) => d.studio_id !== person.studio_id),
    );
    return [
      {
        user_id: person.user_id,
        organization_id: other.dl_id,
        studio_id: other.studio_id,
        duty_desc: '매니저',
        sort_no: 0,
      },
    ];
  });

  await db.transaction().execute(async (trx) => {
    await insertInChunks(added, (chunk) => trx.insertInto('departments').values(chunk).execute());
    await insertInChunks(people, (chunk) => trx.insertInto('employees').values(chunk).execute());
    await insertInChunks(subs, (chunk) =>
      trx.insertInto('employee_sub_departments').values(chunk).execute(),
    );
    await insertInChunks(people, (chunk) =>
      trx
        .insertInto('member_facts')
        .values(
          chunk.map((person, index) => ({
            user_id: person.user_id,
            job_group_code: jobGroupCodeOf(person.organization_id.slice(0, 5)),
            google_auth_id: person.studio_id === 'ST100' ? person.email : null,
            slack_link: null,
            microsoft: 0,
            naver: 0,
            dispatched: index % 40 === 7 ? 1 : 0,
            on_leave: index % 30 === 11 ? 1 : 0,
          })),
        )
        .execute(),
    );
  });
  await rebuildDirectoryEntries(db);
}
