/** @jest-environment jsdom */
import { plainText, wordChanges } from './word-diff.client';

describe('plainText', () => {
  it('keeps each block on a line of its own, so paragraphs never run together', () => {
    expect(
      plainText(
        '<h2>Итоги</h2><p>Один  два.</p><p>Три<br>четыре</p><ul><li><p>пункт</p></li></ul>',
      ),
    ).toBe('Итоги\nОдин два.\nТри\nчетыре\nпункт');
  });

  it('reads text only: markup and entities are not words', () => {
    expect(plainText('<p><strong>Жирный</strong>&nbsp;и <a href="/x">ссылка</a></p>')).toBe(
      'Жирный и ссылка',
    );
  });
});

describe('wordChanges', () => {
  it('marks whole Russian words, never parts of them', () => {
    const changes = wordChanges(
      'Как устроен процесс.\nПочему встречи',
      'Как устроен процесс. Первая правка.\nПочему встречи',
    );
    expect(changes.filter((part) => part.added).map((part) => part.value.trim())).toEqual([
      'Первая правка.',
    ]);
    expect(changes.some((part) => part.removed)).toBe(false);
  });
});
