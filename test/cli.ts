import { outcome } from '../scripts/cli';

/**
 * A command-line script's `main` run in this process, as `npm run <script>` would run it: with
 * `env` over the environment, its printed lines captured, and its exit code.
 */
export async function runScript(
  main: (argv: string[]) => Promise<void>,
  argv: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  const stdout: string[] = [];
  const stderr: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((...parts) => {
    stdout.push(parts.join(' '));
  });
  const error = jest.spyOn(console, 'error').mockImplementation((...parts) => {
    stderr.push(parts.join(' '));
  });
  try {
    const code = await outcome(() => main(argv));
    return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
