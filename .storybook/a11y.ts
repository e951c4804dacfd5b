/**
 * The WCAG 2.2 AA rule set every story is held to, shared by the a11y panel (preview.tsx) and
 * the test-runner (test-runner.ts) so the panel and CI never disagree.
 */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * axe run options: only the WCAG tags, plus `target-size` (2.5.8, 24 × 24 px), which axe ships
 * disabled by default even though it carries the wcag22aa tag.
 */
export const axeRunOptions = {
  runOnly: { type: 'tag' as const, values: [...wcagTags] },
  rules: { 'target-size': { enabled: true } },
};
