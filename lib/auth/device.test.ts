/** @jest-environment node */
import { issueDeviceToken, verifyDeviceToken } from './device';

describe('device tokens', () => {
  const account = { id: 7, password_hash: 'scrypt$32768$8$1$salt$key' };

  it('are recognised for the account they were issued to', () => {
    const token = issueDeviceToken(account.id, account.password_hash);
    expect(verifyDeviceToken(token, account)).toMatch(/^[\w-]{16}$/);
  });

  it('mean nothing for another account, after a password change, or when forged', () => {
    const token = issueDeviceToken(account.id, account.password_hash);
    expect(verifyDeviceToken(token, { ...account, id: 8 })).toBeUndefined();
    expect(verifyDeviceToken(token, { ...account, password_hash: 'new' })).toBeUndefined();
    const [id, nonce] = token.split('.');
    expect(verifyDeviceToken(`${id}.${nonce}.${'A'.repeat(43)}`, account)).toBeUndefined();
    expect(verifyDeviceToken(undefined, account)).toBeUndefined();
    expect(verifyDeviceToken('junk', account)).toBeUndefined();
  });
});
