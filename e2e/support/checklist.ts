import type { Page } from '@playwright/test';

/** The checklist shown before an article is published or scheduled. */
export const checklistOf = (page: Page) =>
  page.getByRole('dialog', { name: 'Перед публикацией стоит проверить' });

/**
 * «Опубликовать всё равно» (or «Запланировать всё равно»): the articles these tests write have
 * no description, which the checklist names before they go out.
 */
export async function publishDespiteChecklist(page: Page) {
  await checklistOf(page)
    .getByRole('button', { name: /^(Опубликовать|Запланировать) всё равно$/ })
    .click();
}
