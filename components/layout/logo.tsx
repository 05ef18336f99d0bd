/**
 * The Lumen mark. `place` names where it is drawn: a page shows it more than once (header and
 * footer), and each drawing's gradient needs an id of its own.
 */
export function Logo({ size = 32, place }: { size?: number; place: string }) {
  const gradient = `lumen-mark-${place}`;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8f74ff" />
          <stop offset="1" stopColor="#5433e6" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
      <path
        d="M11 8v16h11"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="22" cy="10" r="2.6" fill="#ffb199" />
    </svg>
  );
}
