import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config';
import { findRepoRoot } from './repoRoot';

describe('findRepoRoot: the defaults work from src/ (tsx) and from the bundle in dist/', () => {
  it('finds the workspace root from the source folder and from the build folder', () => {
    expect(fs.existsSync(path.join(REPO_ROOT, 'pnpm-workspace.yaml'))).toBe(true);
    const server = path.join(REPO_ROOT, 'packages', 'server');
    expect(findRepoRoot(path.join(server, 'src'))).toBe(REPO_ROOT);
    expect(findRepoRoot(path.join(server, 'dist'))).toBe(REPO_ROOT);
  });

  it('falls back when no folder above holds the workspace file', () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'maru-root-'));
    try {
      expect(findRepoRoot(outside, '/fallback')).toBe('/fallback');
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});
