/**
 * What the command-line scripts share: a way to stop with an exit code that a test can catch,
 * and the entry that turns the outcome into the process's exit code.
 */

/** Thrown to end a script with `code` (2: usage) after it has said why. */
export class CliExit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

/** The outcome of a script's `main`: 0, the code of a `CliExit`, or 1 with the error printed. */
export async function outcome(main: () => Promise<void>): Promise<number> {
  try {
    await main();
    return 0;
  } catch (error) {
    if (error instanceof CliExit) return error.code;
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

/** Runs `main` as the process: its outcome is the exit code. */
export function runAsProcess(main: () => Promise<void>): void {
  void outcome(main).then((code) => process.exit(code));
}
