import { afterEach } from 'vitest';

// Where a DOM exists (the jsdom projects, and `.test.ts` files that opt in with
// `// @vitest-environment jsdom`): the DOM matchers, and unmounting what a test rendered.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
