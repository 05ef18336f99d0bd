/** @jest-environment node */
import { failure } from '@/lib/failure';
import { crmT } from '@/lib/i18n/crm';
import { failureAnswer } from './failure-answer';

const read = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as unknown,
  connection: response.headers.get('connection'),
  retryAfter: response.headers.get('retry-after'),
  cache: response.headers.get('cache-control'),
});

describe('failureAnswer: one failure, one answer', () => {
  it('gives each code its status and, without a message of its own, its message', async () => {
    expect(await read(failureAnswer(failure('notFound')))).toEqual({
      status: 404,
      body: { success: false, message: crmT('api.notFound') },
      connection: null,
      retryAfter: null,
      cache: 'no-store',
    });
    expect((await read(failureAnswer(failure('orderChanged')))).status).toBe(409);
    expect((await read(failureAnswer(failure('unauthorized')))).status).toBe(401);
  });

  it('says the message the use-case named, and each field’s problems', async () => {
    const answer = await read(
      failureAnswer(
        failure('invalid', {
          message: 'staff.errors.passwordWeak',
          problems: { password: ['staff.errors.passwordWeak'] },
        }),
      ),
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      success: false,
      message: crmT('staff.errors.passwordWeak'),
      errors: { password: [crmT('staff.errors.passwordWeak')] },
    });
  });

  it('closes the connection on 413, says when to retry on 429, shows the record on a conflict', async () => {
    expect((await read(failureAnswer(failure('tooLarge')))).connection).toBe('close');
    const limited = await read(failureAnswer(failure('rateLimited', { retryAfter: 30 })));
    expect(limited).toMatchObject({
      status: 429,
      retryAfter: '30',
      body: { success: false, message: crmT('limits.seconds', { seconds: 30 }) },
    });
    const conflict = await read(failureAnswer(failure('conflict', { current: { id: 7 } })));
    expect(conflict).toMatchObject({
      status: 409,
      body: { success: false, message: crmT('api.conflict'), data: { id: 7 } },
    });
  });
});
