import { Chevron, OptionCheck } from './list.styles';

/** The down chevron of a closed list; it turns over while the list is open. */
export function ChevronIcon() {
  return <Chevron size={16} />;
}

/** The check beside the selected option; `aria-selected` and data-selected carry the state. */
export function CheckIcon() {
  return (
    <OptionCheck width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M3.5 8.5l3 3 6-7"
        stroke="currentColor"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </OptionCheck>
  );
}
