export function Logo() {
  return (
    <span className="logo">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="#7c3aed" />
        <path
          d="M9 12h14c3 0 4.5 2.6 5 6.2.4 2.8-2 3.9-3.8 1.6L22.6 18h-13l-1.6 1.8C6.2 22.1 3.6 21 4 18.2 4.5 14.6 6 12 9 12z"
          fill="#f5f3ff"
        />
        <path d="M11 14.4v4m-2-2h4" stroke="#4c1d95" strokeWidth="1.8" strokeLinecap="round" />
        <circle cx="21" cy="15.2" r="1.3" fill="#fbbf24" />
        <circle cx="23.4" cy="17.4" r="1.3" fill="#fbbf24" />
      </svg>
      <span className="logo__text">
        Game<span className="logo__accent">Hub</span>
      </span>
    </span>
  );
}
