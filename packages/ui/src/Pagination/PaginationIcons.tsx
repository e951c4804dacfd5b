/** Decorative 16 px chevrons of the pagination buttons; hidden from assistive technology. */
function Chevrons({ d }: { d: string }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={d}
        stroke="currentColor"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function FirstIcon() {
  return <Chevrons d="M12 4 8 8l4 4M7.5 4 3.5 8l4 4" />;
}

export function PreviousIcon() {
  return <Chevrons d="M10 4 6 8l4 4" />;
}

export function NextIcon() {
  return <Chevrons d="m6 4 4 4-4 4" />;
}

export function LastIcon() {
  return <Chevrons d="m4 4 4 4-4 4M8.5 4l4 4-4 4" />;
}
