export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First, so that every line written from here on, Next's own included, is escaped.
  const [{ escapeConsoleOutput }, { prefixes }] = await Promise.all([
    import('./lib/server/log-escape'),
    import('next/dist/build/output/log'),
  ]);
  escapeConsoleOutput(console, Object.values(prefixes));
  const { startServer } = await import('./lib/server/startup');
  await startServer();
}
