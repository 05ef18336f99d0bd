export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First, so that every line written from here on, Next's own included, is escaped.
  const [{ escapeConsoleOutput }, { createLogLimiter }, { survivesClosedLog }, { prefixes }] =
    await Promise.all([
      import('./lib/server/log-escape'),
      import('./lib/server/log-limit'),
      import('./lib/server/log-pipe'),
      import('next/dist/build/output/log'),
    ]);
  escapeConsoleOutput(console, Object.values(prefixes), createLogLimiter());
  survivesClosedLog(process.stdout);
  survivesClosedLog(process.stderr);
  const { startServer } = await import('./lib/server/startup');
  await startServer();
}
