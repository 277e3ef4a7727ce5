/** The network's mark: a dartboard with a dart in the bull. Decorative next to the name. */
export const Logo = () => (
  <svg width="34" height="34" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
    <circle cx="20" cy="20" r="18" fill="#0f7b6c" />
    <circle cx="20" cy="20" r="13.5" fill="#f4efe1" />
    <circle cx="20" cy="20" r="10" fill="#c8102e" />
    <circle cx="20" cy="20" r="6" fill="#f4efe1" />
    <circle cx="20" cy="20" r="2.6" fill="#c8102e" />
    <path d="M21 19 35 5" stroke="#e8edf5" strokeWidth="2.2" strokeLinecap="round" />
    <path d="M33 4l4-1-1 4z" fill="#e8edf5" />
  </svg>
);
