/** @jest-environment node */
import { ApiError } from '../client';
import { deleteArticle, putArticle } from './article-calls';

describe('CRM calls refuse invalid ids before any request (SPEC 5)', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it("delete says 'Invalid ID'", async () => {
    for (const id of [-1, 'abc', 1.5, Number.NaN, undefined]) {
      await expect(deleteArticle(id)).rejects.toThrow('Invalid ID');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("update says 'Неверный ID'", async () => {
    await expect(putArticle('x1', new FormData())).rejects.toThrow('Неверный ID');
    await expect(putArticle(-5, new FormData())).rejects.toThrow('Неверный ID');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a refused delete raises the server’s message', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Статья не найдена' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(deleteArticle(7)).rejects.toEqual(new ApiError('Статья не найдена', 404));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/article/7',
      expect.objectContaining({ method: 'DELETE', headers: { Accept: 'application/json' } }),
    );
  });

  it('a 204 gives the raw response', async () => {
    const response = new Response(null, { status: 204 });
    fetchMock.mockResolvedValue(response);
    await expect(deleteArticle('7')).resolves.toBe(response);
  });
});

describe('the tab’s caches after a delete', () => {
  it('drop the deleted article and its name from its translation’s row', async () => {
    const { QueryClient } = await import('@tanstack/react-query');
    const { articleKeys, forgetArticle } = await import('./articles');
    const row = (id: number, language: 'en' | 'ru', other: number) => ({
      id,
      title: `Article ${id}`,
      author_name: 'Anna',
      date: '2026-11-01T10:00:00.000Z',
      hashtags: '',
      slug: `article-${id}`,
      status: 'published' as const,
      banner: { path: '', meta_title: '', meta_alt: '' },
      language,
      translations: [
        {
          id: other,
          slug: `article-${other}`,
          language: language === 'en' ? 'ru' : 'en',
          status: 'published',
        } as const,
      ],
    });
    const client = new QueryClient();
    const ru = { ...row(2, 'ru', 1), content: '<p>Текст</p>' };
    client.setQueryData(articleKeys.list, [row(1, 'en', 2), row(2, 'ru', 1)]);
    client.setQueryData(articleKeys.detail(2), ru);

    forgetArticle(client, 1);

    expect(client.getQueryData(articleKeys.list)).toEqual([
      { ...row(2, 'ru', 1), translations: [] },
    ]);
    expect(client.getQueryData(articleKeys.detail(2))).toEqual({ ...ru, translations: [] });
  });
});
