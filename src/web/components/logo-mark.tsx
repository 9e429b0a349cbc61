/** The static Thikana mark: a map pin holding a house (green and brown). */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <path d="M32 4C20 4 11 13 11 25c0 15 21 35 21 35s21-20 21-35C53 13 44 4 32 4z" fill="#0D9276" />
      <path
        d="M20 28 32 17l12 11"
        fill="none"
        stroke="#8B5A2B"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="25" y="27" width="14" height="11" rx="1.5" fill="#F7F3EA" />
    </svg>
  );
}
