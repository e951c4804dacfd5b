/** The default empty-state icon: an empty tray, drawn in currentColor. */
export function EmptyIllustration() {
  return (
    <svg
      width="48"
      height="48"
      viewBox="0 0 48 48"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M8 28 14 12h20l6 16v8a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2v-8Z"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M8 28h10l2 4h8l2-4h10"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
