import path from 'node:path';
import { parseArgs } from 'node:util';
import { PASSWORD_POLICY_MESSAGE_KEY, passwordPolicyIssues, type Locale } from '@maru/api';
import { backupSqlite, type BackupProblem } from './admin/backup';
import { restoreSqlite } from './admin/backupRestore';
import { createAdministrator, type CreateAdminResult } from './admin/createAdmin';
import { loadConfig } from './config';
import { describeDatabase } from './db/connection';
import { describeStartupProblem, STARTUP_EXIT_CODES } from './db/startupCheck';
import { messageText } from './http/messages';
import { prepareDatabase } from './startup';

/** Wrong arguments or settings; start-up problems keep their own codes (startupCheck.ts). */
const EXIT_USAGE = 2;
/** The command refused the input (weak password, taken login id…); nothing was written. */
const EXIT_REFUSED = 1;

const HELP = `Usage: pnpm maru <command> [options]

Commands:
  create-admin     create a system administrator (production mode's first account)
  backup <file>    copy the database (MARU_DB) to a new file, while the server runs
  restore <file>   replace the database (MARU_DB) with a backup; stop the server first

pnpm maru create-admin --login <id> --name <name> [options]
  --login <id>        the sign-in id (printable ASCII, no spaces)
  --name <name>       the person's name as shown in the portal
  --name-en <name>    the English name (default: --name)
  --email <address>   e-mail address (optional)
  --company <name>    the company's name; required when the database has no company yet
                      (it is created with a root department and every cloud service off)
  --company-id <id>   the company to join when the database holds several (default: the first)
  -h, --help          this text

The password is read from MARU_ADMIN_PASSWORD when set (for automation), otherwise asked
twice on the terminal without echo. It must follow spec 02 §5: 8 to 16 characters with an
upper-case letter, a lower-case letter, a digit and a special character.

Runs against MARU_DB with MARU_MODE=production (required: the same settings as the server).
The database is checked, created only with MARU_DB_CREATE=1 (or the default path), migrated
and given the reference data first; a database holding demo accounts is refused.
Exit codes: 0 created, 1 refused, 2 usage, 3-7 database problems (see docs/security.md).

pnpm maru backup <file>
  Takes a consistent copy with SQLite's online backup API (the server may keep running), checks
  it (PRAGMA integrity_check) and writes it as <file>, readable by its owner only. <file> must
  not exist.

pnpm maru restore <file>
  Checks <file> (a SQLite database, PRAGMA integrity_check, migrations this release knows),
  refuses while any process (a running server) has the database open, then replaces the
  database in one rename. A backup from an older release is migrated at the server's next start.

Relative paths are taken from the folder you ran pnpm in. Exit codes: 0 done, 1 refused,
2 usage. On PostgreSQL (MARU_DB=postgres://…) both print the pg_dump / pg_restore commands
to use instead (docs/server.md, "Backups").`;

const POSTGRES_BACKUPS = `MARU_DB is a PostgreSQL database: back it up and restore it with PostgreSQL's own tools.
  backup:   pg_dump --format=custom --file=<file> "$MARU_DB"
  restore:  stop every server, then
            pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$MARU_DB" <file>
See docs/server.md, "Backups".`;

/** The operator's language from LANG (ko_KR.UTF-8 → ko), English otherwise. */
function operatorLocale(): Locale {
  const lang = (process.env.LANG ?? '').slice(0, 2);
  return lang === 'ko' || lang === 'ja' || lang === 'zh' ? lang : 'en';
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new Error('cancelled'));
          return;
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string | null> {
  const fromEnv = process.env.MARU_ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY) {
    console.error('No terminal to ask for the password: set MARU_ADMIN_PASSWORD.');
    return null;
  }
  const first = await askHidden('Password: ');
  const second = await askHidden('Password again: ');
  if (first !== second) {
    console.error(messageText('error.passwordMismatch', operatorLocale()));
    return null;
  }
  return first;
}

function refusal(result: Exclude<CreateAdminResult, { ok: true }>): string {
  switch (result.reason) {
    case 'weakPassword':
      return `${messageText('validation.passwordPolicy', operatorLocale())} (missing: ${result.missing.join(', ')})`;
    case 'loginTaken':
      return 'That login id is taken: choose another --login.';
    case 'loginInvalid':
      return '--login must be 1 to 200 printable ASCII characters without spaces.';
    case 'nameRequired':
      return '--name is required.';
    case 'companyRequired':
      return 'The database has no company yet: give its name with --company.';
    case 'unknownCompany':
      return `No company with id ${result.companyId}.`;
  }
}

async function createAdmin(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      login: { type: 'string' },
      name: { type: 'string' },
      'name-en': { type: 'string' },
      email: { type: 'string' },
      company: { type: 'string' },
      'company-id': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (!values.login || !values.name) {
    console.error('create-admin needs --login and --name (see pnpm maru --help).');
    return EXIT_USAGE;
  }
  const config = loadConfig();
  if (config.mode !== 'production') {
    console.error(
      'create-admin is for production mode: set MARU_MODE=production (and MARU_DB) as for the server.',
    );
    return EXIT_USAGE;
  }
  const password = await readPassword();
  if (password === null) return EXIT_USAGE;
  // Refuse a weak password before the database is touched (a new file is not even created).
  const missing = passwordPolicyIssues(password);
  if (missing.length > 0) {
    console.error(
      refusal({
        ok: false,
        reason: 'weakPassword',
        messageKey: PASSWORD_POLICY_MESSAGE_KEY,
        missing,
      }),
    );
    return EXIT_REFUSED;
  }

  const prepared = await prepareDatabase(config);
  if (!prepared.ok) {
    console.error(describeStartupProblem(prepared.problem));
    return STARTUP_EXIT_CODES[prepared.problem.kind];
  }
  const { db } = prepared;
  try {
    const result = await createAdministrator(db, {
      loginId: values.login,
      userName: values.name,
      userNameEn: values['name-en'],
      email: values.email,
      companyName: values.company,
      companyId: values['company-id'],
      password,
    });
    if (!result.ok) {
      console.error(refusal(result));
      return EXIT_REFUSED;
    }
    console.log(
      `administrator ${values.login} (${result.userId}) created in company ${result.studioId}` +
        `${result.createdCompany ? ' (new)' : ''}, database ${describeDatabase(config.database)}`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

/** A path as the operator typed it: relative to where they ran `pnpm maru` (pnpm's INIT_CWD). */
function operatorPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

const BACKUP_PROBLEMS: Record<BackupProblem | 'inUse', string> = {
  missing: 'the file does not exist',
  notSqlite: 'the file is not a SQLite database',
  damaged: 'PRAGMA integrity_check found the file damaged',
  notMaru: 'the file is a SQLite database but not a Maru database (no migrations table)',
  newerRelease: 'the backup comes from a newer release of Maru (migrations this one does not know)',
  inUse:
    'a process has the database open (a running server?): stop it, then restore again (nothing was changed)',
};

/** `maru backup <file>` and `maru restore <file>`: the one file argument, or a usage error. */
function fileArgument(command: string, args: string[]): string | null {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  if (positionals.length !== 1 || !positionals[0]) {
    console.error(`${command} needs one file: pnpm maru ${command} <file>`);
    return null;
  }
  return operatorPath(positionals[0]);
}

/** The SQLite file MARU_DB names, or null (after saying what to use) for PostgreSQL. */
function sqliteFile(): string | null {
  const { database } = loadConfig();
  if (database.engine === 'sqlite') return database.file;
  console.error(POSTGRES_BACKUPS);
  return null;
}

async function backup(args: string[]): Promise<number> {
  const file = fileArgument('backup', args);
  if (file === null) return EXIT_USAGE;
  const databaseFile = sqliteFile();
  if (databaseFile === null) return EXIT_USAGE;
  const outcome = await backupSqlite(databaseFile, file);
  if (!outcome.ok) {
    const why = {
      sourceMissing: `the database ${databaseFile} does not exist (MARU_DB)`,
      targetExists: `${file} exists: choose a new name (a backup never overwrites)`,
      damaged: `the copy failed PRAGMA integrity_check: ${outcome.detail ?? ''}`,
    }[outcome.problem];
    console.error(`Backup refused: ${why}.`);
    return EXIT_REFUSED;
  }
  console.log(`backup of ${databaseFile} written to ${file} (${outcome.bytes} bytes, checked)`);
  return 0;
}

async function restore(args: string[]): Promise<number> {
  const file = fileArgument('restore', args);
  if (file === null) return EXIT_USAGE;
  const databaseFile = sqliteFile();
  if (databaseFile === null) return EXIT_USAGE;
  const outcome = await restoreSqlite(file, databaseFile);
  if (!outcome.ok) {
    const detail = outcome.detail ? ` (${outcome.detail})` : '';
    console.error(`Restore refused: ${BACKUP_PROBLEMS[outcome.problem]}${detail}.`);
    return EXIT_REFUSED;
  }
  console.log(`restored ${databaseFile} from ${file} (integrity check ok)`);
  if (outcome.pending.length > 0) {
    console.log(
      `the backup is from an older release: the server runs ${outcome.pending.length} migration(s) at its next start`,
    );
  }
  return 0;
}

/** `pnpm maru <command>`: operator commands for a Maru database. */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'create-admin') return createAdmin(rest);
  if (command === 'backup') return backup(rest);
  if (command === 'restore') return restore(rest);
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    console.log(HELP);
    return command === undefined ? EXIT_USAGE : 0;
  }
  console.error(`Unknown command "${command}".\n\n${HELP}`);
  return EXIT_USAGE;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
