import { css } from 'styled-components';

/*
 * Internal styles shared by Badge and StatusTag: a small inline pill painted from three local
 * variables (`--maru-<prefix>-fg/-bg/-border`) that each tone or colour sets.
 */

/** The base rules of a pill painted from its `--maru-<prefix>-*` variables. */
export const pillBase = (prefix: string) => css`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid var(--maru-${prefix}-border);
  background: var(--maru-${prefix}-bg);
  color: var(--maru-${prefix}-fg);
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;
`;

/** Sets the pill's variables for each value of `data-<attribute>` from a palette. */
export function pillTones<K extends string>(
  prefix: string,
  attribute: string,
  keys: readonly K[],
  palette: Record<K, { fg: string; bg: string; border: string }>,
) {
  return keys.map(
    (key) => css`
      &[data-${attribute}='${key}'] {
        --maru-${prefix}-fg: ${palette[key].fg};
        --maru-${prefix}-bg: ${palette[key].bg};
        --maru-${prefix}-border: ${palette[key].border};
      }
    `,
  );
}
