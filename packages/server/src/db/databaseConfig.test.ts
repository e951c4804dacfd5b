import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeDatabase } from './connection';
import { DEFAULT_POOL_SIZE, parseDatabaseConfig } from './databaseConfig';

const DEFAULT_FILE = '/srv/maru/data/maru.db';
const parse = (env: NodeJS.ProcessEnv) => parseDatabaseConfig(env, DEFAULT_FILE);

describe('MARU_DB: one switch for the engine (issue 15)', () => {
  it('unset: the SQLite file at the default path', () => {
    expect(parse({})).toEqual({ engine: 'sqlite', file: DEFAULT_FILE });
    expect(parse({ MARU_DB: ' ' })).toEqual({ engine: 'sqlite', file: DEFAULT_FILE });
  });

  it('sqlite:<file>, and a bare path as before engines had a prefix, relative to the working directory', () => {
    expect(parse({ MARU_DB: 'sqlite:/var/lib/maru/maru.db' })).toEqual({
      engine: 'sqlite',
      file: '/var/lib/maru/maru.db',
    });
    expect(parse({ MARU_DB: 'sqlite:data/maru.db' })).toEqual({
      engine: 'sqlite',
      file: path.resolve('data/maru.db'),
    });
    expect(parse({ MARU_DB: '/tmp/e2e.db' })).toEqual({ engine: 'sqlite', file: '/tmp/e2e.db' });
    expect(() => parse({ MARU_DB: 'sqlite:' })).toThrow(/needs a file/);
  });

  it('a postgres:// or postgresql:// URL: PostgreSQL with MARU_DB_POOL_SIZE connections (default 10)', () => {
    const url = 'postgres://maru:secret@db.internal:5432/maru';
    expect(parse({ MARU_DB: url })).toEqual({ engine: 'postgres', url, poolSize: 10 });
    expect(DEFAULT_POOL_SIZE).toBe(10);
    expect(
      parse({ MARU_DB: 'postgresql://db.internal/maru', MARU_DB_POOL_SIZE: '25' }),
    ).toMatchObject({ engine: 'postgres', poolSize: 25 });
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => parse({ MARU_DB: url, MARU_DB_POOL_SIZE: bad }), bad).toThrow(
        /MARU_DB_POOL_SIZE/,
      );
    }
    expect(() => parse({ MARU_DB: 'postgres://[bad' })).toThrow(/not a valid PostgreSQL URL/);
  });

  it('start-up names the database without its password', () => {
    expect(
      describeDatabase({
        engine: 'postgres',
        url: 'postgres://maru:secret@db.internal:5432/maru',
        poolSize: 10,
      }),
    ).toBe('postgres://maru:***@db.internal:5432/maru');
    expect(describeDatabase({ engine: 'sqlite', file: DEFAULT_FILE })).toBe(DEFAULT_FILE);
  });
});
