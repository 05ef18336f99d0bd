/** @jest-environment node */
import { runBundledSource } from '@/scripts/load/bundle.mjs';
import { READERS, SHAPES, type Growth } from '@/test/body-speed';

/**
 * An article's body is read in time in proportion to its size, whatever it holds (the shapes
 * and readers of test/body-speed.ts), and a long one at the size limit fast. Timed as the
 * server runs it: bundled as Next's build bundles it, in a process of its own. Under Jest,
 * module by module, parse5's constants are getters and the same work takes four times as long.
 */
let timed: {
  growth: Record<string, Record<string, Growth>>;
  limit: { sanitised: number; stored: number };
};

beforeAll(async () => {
  timed = await runBundledSource(
    "import { atTheLimit, growth } from '@/test/body-speed';\n" +
      'console.log(JSON.stringify({ growth: growth(), limit: atTheLimit() }));',
  );
}, 120_000);

describe.each(Object.keys(READERS))('%s', (reader) => {
  it.each(Object.keys(SHAPES))('takes time in proportion to the size of %s', (shape) => {
    const { ratio } = timed.growth[reader]![shape]!;
    // Eight times the input: linear is about 8, quadratic 64. A generous bound, for a machine
    // whose other work (the lint and the type check run beside these tests) and collections
    // take a large input's runs up to 25 times a small one's; the small input counts as 2 ms
    // at least. The quadratic readers took seconds at this size, hundreds of times as long.
    expect(ratio).toBeLessThan(40);
  });
});

it('sanitises a 500 KB article with its text in tens of milliseconds as the server runs it', () => {
  const { sanitised, stored } = timed.limit;
  const ratios = Object.values(timed.growth).flatMap((shapes) =>
    Object.values(shapes).map((growth) => growth.ratio),
  );
  console.log(
    `500 KB: sanitised with its text ${sanitised.toFixed(0)} ms, stored ${stored.toFixed(0)} ms; ` +
      `growth from 64 to 512 KB ${Math.min(...ratios).toFixed(1)}–${Math.max(...ratios).toFixed(1)}`,
  );
  // About 35 ms on an idle machine, and 70 with its search terms, words and letters
  // (scripts/bench-bodies.ts, npm run bench). A generous bound: the lint and the type check run
  // beside these tests on both cores, and took it to 82 ms once.
  expect(sanitised).toBeLessThan(250);
  expect(stored).toBeLessThan(500);
});
