import { documentedBlock, figuresBlock, treeFigures } from './tree-figures.mjs';

describe('the tree figures in docs/ARCHITECTURE.md', () => {
  it('are the tree’s own (node scripts/tree-figures.mjs --write brings them up to date)', () => {
    expect(documentedBlock()).toBe(figuresBlock());
  });

  it('count the migrations and the long files', () => {
    const { migrations, long, sources } = treeFigures();
    expect(migrations.first).toMatch(/^0001_/);
    expect(migrations.last!.startsWith(String(migrations.count).padStart(4, '0'))).toBe(true);
    expect(sources).toBeGreaterThan(100);
    expect(long.every(({ lines }) => lines > 280)).toBe(true);
  });
});
