// Types for the jest-dom matchers that vitest.setup.ts installs for the portal test project.
/// <reference types="@testing-library/jest-dom/vitest" />
