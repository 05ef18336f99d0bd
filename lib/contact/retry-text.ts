/**
 * What a visitor refused by the contact limit reads: when they can write again, in their
 * language, from the answer's Retry-After (seconds). Runs in the browser, so the time is theirs.
 */

/** Retry-After in whole seconds, or undefined when it is missing or not a sane number. */
export function retryAfterSeconds(header: string | null): number | undefined {
  if (!header || !/^\d{1,6}$/.test(header.trim())) return undefined;
  const seconds = Number(header.trim());
  return seconds > 0 ? seconds : undefined;
}

/**
 * `template` with `{when}` («in 7 minutes», «через 7 минут») and `{time}` (14:32 in the
 * visitor's clock) filled in; `later` when the wait is unknown.
 */
export function retryText(
  { template, later }: { template: string; later: string },
  locale: string,
  seconds: number | undefined,
  now = new Date(),
): string {
  if (seconds === undefined) return later;
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  const when =
    seconds < 60
      ? relative.format(seconds, 'second')
      : relative.format(Math.ceil(seconds / 60), 'minute');
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(
    new Date(now.getTime() + seconds * 1000),
  );
  return template.replace('{when}', when).replace('{time}', time);
}
