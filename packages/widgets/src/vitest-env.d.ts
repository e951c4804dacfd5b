// Types for the jest-dom matchers that vitest.setup.ts installs for the widgets test project.
/// <reference types="@testing-library/jest-dom/vitest" />
