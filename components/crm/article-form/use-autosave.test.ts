import { act, renderHook } from '@testing-library/react';
import type { AutosaveResult } from './submission';
import { AUTOSAVE_DELAY_MS, AUTOSAVE_RETRY_MS, autosaveBlocker, useAutosave } from './use-autosave';

type Props = Parameters<typeof useAutosave>[0];

/** The hook over a form whose saves answer `results` in turn. */
function setup(results: AutosaveResult[], overrides: Partial<Props> = {}) {
  const save = jest.fn(async () => results.shift() ?? 'saved');
  const props: Props = {
    active: true,
    blocker: null,
    paused: false,
    dirty: true,
    values: { title: 'a' },
    banner: null,
    savedAt: null,
    save,
    ...overrides,
  };
  const hook = renderHook((current: Props) => useAutosave(current), { initialProps: props });
  return { save, hook, props };
}

async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a draft saving itself', () => {
  it('waits for a pause in typing: each edit starts the wait again', async () => {
    const { save, hook, props } = setup([]);
    expect(hook.result.current).toEqual({ kind: 'saving' });
    await wait(AUTOSAVE_DELAY_MS - 1_000);
    hook.rerender({ ...props, values: { title: 'ab' } });
    await wait(AUTOSAVE_DELAY_MS - 1_000);
    expect(save).not.toHaveBeenCalled();
    await wait(1_000);
    expect(save).toHaveBeenCalledTimes(1);
    // Saved: the form is clean and knows when.
    hook.rerender({ ...props, dirty: false, savedAt: '2026-11-27T10:00:00.000Z' });
    expect(hook.result.current).toEqual({ kind: 'saved', at: '2026-11-27T10:00:00.000Z' });
  });

  it('tries again after a failure, each time later, and says so meanwhile', async () => {
    const { save, hook } = setup(['retry', 'retry', 'saved']);
    await wait(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    expect(hook.result.current).toEqual({ kind: 'failed' });
    await wait(AUTOSAVE_RETRY_MS[0] - 1);
    expect(save).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(save).toHaveBeenCalledTimes(2);
    await wait(AUTOSAVE_RETRY_MS[1] - 1);
    expect(save).toHaveBeenCalledTimes(2);
    await wait(1);
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('does not send a refused text again until it changes', async () => {
    const { save, hook, props } = setup(['refused']);
    await wait(AUTOSAVE_DELAY_MS);
    expect(hook.result.current).toEqual({ kind: 'refused' });
    await wait(120_000);
    expect(save).toHaveBeenCalledTimes(1);
    hook.rerender({ ...props, values: { title: 'fixed' } });
    await wait(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('waits while something must be done first, or staff save it themselves', async () => {
    const { save, hook, props } = setup([]);
    hook.rerender({ ...props, blocker: 'uploads' });
    await wait(60_000);
    expect(hook.result.current).toEqual({ kind: 'blocked', blocker: 'uploads' });
    hook.rerender({ ...props, paused: true });
    await wait(60_000);
    expect(save).not.toHaveBeenCalled();
    hook.rerender(props);
    await wait(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('never runs for an article that is not a draft', async () => {
    const { save, hook } = setup([], { active: false });
    await wait(60_000);
    expect(save).not.toHaveBeenCalled();
    expect(hook.result.current).toEqual({ kind: 'off' });
  });
});

describe('what keeps a draft from saving itself', () => {
  const none = { conflict: false, pendingUploads: 0, clientErrors: {} };

  it('is nothing for a complete draft', () => {
    expect(autosaveBlocker(none)).toBeNull();
  });

  it('is, first, a conflict, then uploads, then the fields', () => {
    const all = {
      conflict: true,
      pendingUploads: 2,
      clientErrors: { title: 'titleEmpty' },
    } as const;
    expect(autosaveBlocker(all)).toBe('conflict');
    expect(autosaveBlocker({ ...all, conflict: false })).toBe('uploads');
    expect(autosaveBlocker({ ...all, conflict: false, pendingUploads: 0 })).toBe('invalid');
  });

  it('names a picture without a description when it is the only problem', () => {
    const undescribed = { content: 'imageUndescribed' } as const;
    expect(autosaveBlocker({ ...none, clientErrors: undescribed })).toBe('undescribed');
    expect(
      autosaveBlocker({ ...none, clientErrors: { ...undescribed, title: 'titleEmpty' } }),
    ).toBe('invalid');
  });
});
