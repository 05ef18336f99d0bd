/** @jest-environment node */
import { generatePassword, hashPassword, passwordProblem, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    await expect(verifyPassword('correct horse battery', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([
      hashPassword('same password'),
      hashPassword('same password'),
    ]);
    expect(a).not.toBe(b);
  });

  it('treats malformed or foreign hashes as a mismatch, not an error', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$2b$10$abc',
      'scrypt$x$8$1$AAAA$BBBB',
      'scrypt$1048577$8$1$AA$BB',
    ]) {
      await expect(verifyPassword('anything', stored)).resolves.toBe(false);
    }
  });

  it('generates long random passwords without ambiguous characters', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) {
      expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/);
      expect(passwordProblem(password)).toBeNull();
    }
  });

  it('refuses defaults, short and repetitive passwords', () => {
    expect(passwordProblem('changeme')).toMatch(/default/);
    expect(passwordProblem('Password')).toMatch(/default/);
    expect(passwordProblem('short1!')).toMatch(/shorter than 12/);
    expect(passwordProblem('aaaaaaaaaaaaaaaa')).toMatch(/too few/);
    expect(passwordProblem('a long and decent passphrase')).toBeNull();
  });
});
