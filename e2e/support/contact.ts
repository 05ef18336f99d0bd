import { expect, type Page } from '@playwright/test';

/** The landing page's contact form. */
export function form(page: Page) {
  const section = page.locator('#contactForm');
  return {
    name: section.getByLabel('Your name'),
    email: section.getByLabel('E-mail'),
    message: section.getByLabel('Message'),
    submit: section.getByRole('button', { name: 'Send message' }),
    status: section.getByRole('status'),
  };
}

/** Fills the form as Jane Cooper with `text`, once it has hydrated. */
export async function fill(page: Page, text: string) {
  const f = form(page);
  // Retried until the form has hydrated and holds the text: typing before that reaches only
  // the server-rendered inputs.
  await expect(async () => {
    await f.name.fill('Jane Cooper');
    await f.email.fill('Jane.Cooper@Example.COM');
    await f.message.fill(text);
    await expect(f.submit).toBeEnabled({ timeout: 1_000 });
  }).toPass();
}
