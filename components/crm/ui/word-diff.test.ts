/** @jest-environment jsdom */
import { plainText } from './word-diff.client';

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
