import { describe, expect, it } from 'vitest';
import { postPath, postViewPath } from './postPaths';

describe('postPath (spec 01 §2)', () => {
  it('spec 01 §2: a published post opens /community/board/{menuId}/view/{listId}', () => {
    expect(postPath({ menuId: 11, listId: 9, enabledFlag: 1 })).toBe('/community/board/11/view/9');
    expect(postViewPath(15, 3)).toBe('/community/board/15/view/3');
  });

  it('spec 01 §2: a deleted post (enabledFlag 0) goes to /404', () => {
    expect(postPath({ menuId: 11, listId: 14, enabledFlag: 0 })).toBe('/404');
  });

  it('spec 01 §2: a draft (enabledFlag 9) goes to the insert route as a draft', () => {
    expect(postPath({ menuId: 11, listId: 15, enabledFlag: 9 })).toBe(
      '/community/board/11/insert/15',
    );
  });
});
