import type { ReactNode } from 'react';

/** A 20px line icon in the text colour; decorative, the control around it carries the name. */
function TopBarIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function BellIcon() {
  return (
    <TopBarIcon>
      <path d="M5 8.5a5 5 0 0 1 10 0V12l1.5 2.5h-13L5 12V8.5Z" />
      <path d="M8 16.5a2 2 0 0 0 4 0" />
    </TopBarIcon>
  );
}

export function SearchIcon() {
  return (
    <TopBarIcon>
      <circle cx="8.5" cy="8.5" r="5" />
      <path d="m12.5 12.5 4 4" />
    </TopBarIcon>
  );
}

export function GearIcon() {
  return (
    <TopBarIcon>
      <circle cx="10" cy="10" r="2.5" />
      <path d="M10 2.5v2M10 15.5v2M2.5 10h2M15.5 10h2M4.7 4.7l1.4 1.4M13.9 13.9l1.4 1.4M4.7 15.3l1.4-1.4M13.9 6.1l1.4-1.4" />
    </TopBarIcon>
  );
}

export function ChevronIcon() {
  return (
    <svg
      width={14}
      height={14}
      viewBox="0 0 14 14"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m3.5 5.5 3.5 3.5 3.5-3.5" />
    </svg>
  );
}
