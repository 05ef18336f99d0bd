import fs from 'node:fs';
import path from 'node:path';

/** Every page of the CRM behind its sign-in: app/crm/(staff)/…/page.tsx. */
function staffPages(dir = path.join('app', 'crm', '(staff)')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return staffPages(full);
    return entry.name === 'page.tsx' ? [full] : [];
  });
}

describe('the CRM pages’ guard', () => {
  it('guards every staff page with staffPage and a permission, and nothing else', () => {
    const pages = staffPages();
    expect(pages.length).toBeGreaterThanOrEqual(16);
    for (const page of pages) {
      const source = fs.readFileSync(page, 'utf8');
      expect({
        page,
        guarded: /export default staffPage\(\s*('[a-z]+'|null),/.test(source),
      }).toEqual({
        page,
        guarded: true,
      });
      // No page checks a role by hand beside it.
      expect({ page, byHand: /currentStaff\(|\bcan\(/.test(source) }).toEqual({
        page,
        byHand: false,
      });
    }
  });
});
