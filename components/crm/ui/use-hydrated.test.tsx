import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function Action() {
  const hydrated = useHydrated();
  return (
    <button type="button" disabled={!hydrated}>
      Скрыть
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the server HTML and true once React has hydrated it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Action />);
    document.body.append(container);
    const button = container.querySelector('button')!;
    expect(button.disabled).toBe(true);

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Action />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('button')).toBe(button);
    expect(button.disabled).toBe(false);
  });
});
