/** @jest-environment node */
import { renderBegan, renderEnded, rendersEnded } from './renders.mjs';

const key = (name: string) => `${name}-${Math.random()}`;

describe('renders under way', () => {
  it('a write waits for the render that began before it, until it ends', async () => {
    const page = key('/');
    renderBegan(page);
    const changedAt = Date.now();
    const ending = new Promise<number>((resolve) =>
      setTimeout(() => {
        renderEnded(page);
        resolve(Date.now());
      }, 80),
    );
    await rendersEnded(changedAt, 3_000);
    expect(Date.now()).toBeGreaterThanOrEqual(await ending);
  });

  it('does not wait for renders that began after the change', async () => {
    const changedAt = Date.now() - 1;
    const page = key('/ru');
    renderBegan(page);
    const started = Date.now();
    await rendersEnded(changedAt, 3_000);
    expect(Date.now() - started).toBeLessThan(100);
    renderEnded(page);
  });

  it('waits at most its time-out for a render that never ends', async () => {
    const page = key('/newsroom');
    renderBegan(page);
    const started = Date.now();
    await rendersEnded(Date.now(), 150);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(Date.now() - started).toBeLessThan(1_000);
    renderEnded(page);
  });

  it('forgets a render that began longer ago than any render takes', async () => {
    const page = key('/policy');
    renderBegan(page, Date.now() - 60_000);
    const started = Date.now();
    await rendersEnded(Date.now(), 3_000);
    expect(Date.now() - started).toBeLessThan(100);
    renderEnded(page);
  });

  it('keeps the first beginning when the same page is looked up again meanwhile', async () => {
    const page = key('/tags');
    renderBegan(page, Date.now() - 50);
    renderBegan(page); // a second reader that missed too
    const started = Date.now();
    const waited = rendersEnded(Date.now() - 20, 3_000);
    setTimeout(() => renderEnded(page), 60);
    await waited;
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
  });
});
