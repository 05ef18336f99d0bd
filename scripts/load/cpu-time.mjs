// CPU time a process (or one of its threads) has used, from /proc: what a load script or test
// compares before and after sending traffic.
import fs from 'node:fs';

/**
 * Seconds of CPU (user and system) used by process `pid`, or by its thread `task` when given
 * (the main thread's task id is the pid). Linux only.
 * @param {number} pid
 * @param {number} [task]
 */
export function cpuSeconds(pid, task) {
  const stat = fs.readFileSync(
    task ? `/proc/${pid}/task/${task}/stat` : `/proc/${pid}/stat`,
    'utf8',
  );
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, in clock ticks (USER_HZ, 100 on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
