import type { CommandMenu } from '@maru/api';
import { describe, expect, it, vi } from 'vitest';
import { choosePaletteEntry, paletteRowAction, type PaletteEffects } from './paletteActions';
import { idleCommandsOf, menuCommandsOf, searchCommandsOf } from './paletteCommands';

const menu = (fields: Partial<CommandMenu>): CommandMenu => ({
  system: 'GW',
  menuPath: '/community/board/10',
  menuName: '공지사항',
  menuLocation: '커뮤니티',
  urlPath: '/community/board/10',
  linkType: 'internal',
  favoriteFlag: 0,
  accessedAt: null,
  ...fields,
});

function effects() {
  return {
    navigate: vi.fn<(path: string) => void>(),
    openProfile: vi.fn<(userId: string) => void>(),
    openNewTab: vi.fn<(href: string) => void>(),
    assign: vi.fn<(href: string) => void>(),
    recordAccess: vi.fn<PaletteEffects['recordAccess']>(),
  } satisfies PaletteEffects;
}

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('choosing a palette row (spec 01 §2)', () => {
  it('spec 01 §2: a member opens the profile dialog; nothing is logged as a menu visit', () => {
    const fx = effects();
    const [member] = searchCommandsOf(
      {
        userSearchResult: {
          users: [
            {
              userId: 'U0042',
              userName: '김민준',
              userNameEn: 'Minjun Kim',
              userPhoto: null,
              email: 'minjun@maru.example',
              organizationId: 'D1',
              organizationName: '개발본부',
              dutyDesc: '선임',
              highlights: [],
            },
          ],
          userTotalHits: 1,
        },
        postSearchResult: { posts: [], postTotalHits: 0 },
      },
      { draft: '임시저장' },
    );
    choosePaletteEntry(member!, fx);
    expect(fx.openProfile).toHaveBeenCalledWith('U0042');
    expect(fx.recordAccess).not.toHaveBeenCalled();
  });

  it('spec 01 §2: every menu visit is recorded; a Maru route by the navigation, others here', () => {
    const [board, mail, draftForm] = menuCommandsOf([
      menu({}),
      menu({
        system: 'EXT',
        menuPath: 'https://mail.maru.example/',
        urlPath: 'https://mail.maru.example/',
        linkType: 'external',
      }),
      menu({ system: 'DRAFT', menuPath: '/draft/leave', urlPath: '/draft/leave', linkType: 'ea' }),
    ]);
    const fx = effects();
    choosePaletteEntry(board!, fx);
    expect(fx.navigate).toHaveBeenCalledWith('/community/board/10');
    expect(fx.recordAccess).not.toHaveBeenCalled();

    choosePaletteEntry(mail!, fx);
    expect(fx.openNewTab).toHaveBeenCalledWith('https://mail.maru.example/');
    expect(fx.recordAccess).toHaveBeenLastCalledWith({
      system: 'EXT',
      menuPath: 'https://mail.maru.example/',
    });

    choosePaletteEntry(draftForm!, fx);
    expect(fx.assign).toHaveBeenCalledWith('https://ea.maru.example/draft/leave');
    expect(fx.recordAccess).toHaveBeenLastCalledWith({ system: 'DRAFT', menuPath: '/draft/leave' });
  });

  it('GUIDE §7: a menu with an unsafe address does nothing at all', () => {
    const [bad] = menuCommandsOf([
      menu({ system: 'EXT', linkType: 'external', urlPath: 'javascript:alert(1)' }),
    ]);
    const fx = effects();
    choosePaletteEntry(bad!, fx);
    expect(Object.values(fx).every((spy) => spy.mock.calls.length === 0)).toBe(true);
  });
});

describe('row keys', () => {
  const visited = menu({ accessedAt: 100 });
  const [recent, favourite] = idleCommandsOf([visited], [menu({ favoriteFlag: 1 })]);
  const [plain] = menuCommandsOf([menu({})]);

  it('Ctrl+D or ⌘D stars a menu row; not with Shift or Alt, nor both modifiers', () => {
    expect(paletteRowAction(key('d', { ctrlKey: true }), plain)).toBe('star');
    expect(paletteRowAction(key('D', { metaKey: true }), favourite)).toBe('star');
    expect(paletteRowAction(key('d', { ctrlKey: true, shiftKey: true }), plain)).toBeNull();
    expect(paletteRowAction(key('d', { ctrlKey: true, metaKey: true }), plain)).toBeNull();
    expect(paletteRowAction(key('d'), plain)).toBeNull();
  });

  it('Shift+Delete removes a recent visit; only on a recent row', () => {
    expect(paletteRowAction(key('Delete', { shiftKey: true }), recent)).toBe('forget');
    expect(paletteRowAction(key('Backspace', { shiftKey: true }), recent)).toBe('forget');
    expect(paletteRowAction(key('Delete', { shiftKey: true }), plain)).toBeNull();
    expect(paletteRowAction(key('Delete'), recent)).toBeNull();
  });

  it('GUIDE §3: nothing acts while a Hangul composition is open', () => {
    expect(paletteRowAction({ ...key('d', { ctrlKey: true }), keyCode: 229 }, plain)).toBeNull();
    expect(
      paletteRowAction(
        { ...key('Delete', { shiftKey: true }), nativeEvent: { isComposing: true } },
        recent,
      ),
    ).toBeNull();
  });

  it('member and post rows have no star', () => {
    expect(paletteRowAction(key('d', { ctrlKey: true }), undefined)).toBeNull();
  });
});
