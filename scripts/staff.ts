/**
 * Staff accounts of the CRM, on the store in DATA_DIR (default ./data).
 *
 *   npm run staff -- add <email> [--role editor]
 *                                       asks for a password (Enter generates one); an admin
 *                                       unless --role editor
 *   npm run staff -- password <email>   sets a new one and signs the account out everywhere
 *   npm run staff -- remove <email>
 *   npm run staff -- list
 *
 * Without a terminal (scripts, CI) a password is generated and printed once.
 */
import path from 'node:path';
import { CliExit, runAsProcess } from './cli';
import { generatePassword, hashPassword, passwordProblem } from '@/lib/auth/password';
import { isStaffRole, type StaffRole } from '@/lib/auth/roles';
import { dataDir, migrateToLatest, openSqlite } from '@/lib/db/database';
import {
  createStaff,
  findStaffByEmail,
  listStaff,
  normalizeEmail,
  removeStaff,
  setStaffPassword,
} from '@/lib/auth/accounts-store';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads a line without echoing it (the terminal shows nothing while the password is typed). */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { stdin, stdout } = process;
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const done = (result: string | Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener('data', onData);
      stdout.write('\n');
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(value);
        if (char === '\u0003') return done(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** A password typed twice, or a generated one (printed) when Enter is pressed or no terminal. */
async function choosePassword(): Promise<{ password: string; generated: boolean }> {
  if (!process.stdin.isTTY) return { password: generatePassword(), generated: true };
  for (;;) {
    const first = await askHidden('Password (Enter to generate one): ');
    if (!first) return { password: generatePassword(), generated: true };
    const problem = passwordProblem(first);
    if (problem) {
      console.error(`Not accepted: ${problem}.`);
      continue;
    }
    if ((await askHidden('Repeat it: ')) === first) return { password: first, generated: false };
    console.error('The two did not match, try again.');
  }
}

function usage(): never {
  console.error(
    'Usage: npm run staff -- add <email> [--role admin|editor] | <password|remove> <email> | list',
  );
  throw new CliExit(2);
}

export async function main(argv: string[]): Promise<void> {
  const [command, rawEmail, ...options] = argv;
  let role: StaffRole = 'admin';
  if (options.length > 0) {
    if (command !== 'add' || options[0] !== '--role' || !isStaffRole(options[1])) usage();
    role = options[1];
  }
  const file = path.join(dataDir(), 'site.db');
  const db = openSqlite(file);
  try {
    await migrateToLatest(db);
    if (command === 'list') {
      const staff = await listStaff(db);
      console.log(
        staff.length
          ? staff.map((s) => `${s.email}\t${s.role}${s.disabled_at ? '\tdisabled' : ''}`).join('\n')
          : '(no staff accounts)',
      );
      return;
    }
    if (!command || !rawEmail || !['add', 'password', 'remove'].includes(command)) usage();
    const email = normalizeEmail(rawEmail);
    if (!EMAIL.test(email)) throw new Error(`"${rawEmail}" is not an e-mail address.`);
    const exists = Boolean(await findStaffByEmail(db, email));

    if (command === 'remove') {
      if (!(await removeStaff(db, email))) throw new Error(`No staff account ${email}.`);
      console.log(`Removed ${email}; its sessions ended.`);
      return;
    }
    if (command === 'add' && exists) throw new Error(`${email} already exists: use "password".`);
    if (command === 'password' && !exists) throw new Error(`No staff account ${email}: use "add".`);

    const { password, generated } = await choosePassword();
    const hash = await hashPassword(password);
    if (command === 'add') await createStaff(db, email, hash, { role });
    else await setStaffPassword(db, email, hash);
    console.log(
      `${command === 'add' ? `Added ${role}` : 'Changed the password of'} ${email} in ${file}.` +
        (generated ? `\nPassword (shown once): ${password}` : ''),
    );
  } finally {
    await db.destroy();
  }
}

if (require.main === module) runAsProcess(() => main(process.argv.slice(2)));
