import { MAX_QUERY_LENGTH } from '@maru/ui';
import { describe, expect, it } from 'vitest';
import { keyWhileOpening, type TypedKey } from './typeAhead';

const key = (name: string, mods: Partial<TypedKey> = {}): TypedKey => ({
  key: name,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('keys typed while the palette loads (spec 01 §2)', () => {
  it('spec 01 §2: a typed character, Latin or not, is added to the query', () => {
    expect(keyWhileOpening('me', key('n'))).toEqual({ kind: 'query', query: 'men' });
    expect(keyWhileOpening('', key('M'))).toEqual({ kind: 'query', query: 'M' });
    expect(keyWhileOpening('결', key('재'))).toEqual({ kind: 'query', query: '결재' });
    expect(keyWhileOpening('a', key(' '))).toEqual({ kind: 'query', query: 'a ' });
  });

  it('Backspace removes the last character (a whole code point)', () => {
    expect(keyWhileOpening('menu', key('Backspace'))).toEqual({ kind: 'query', query: 'men' });
    expect(keyWhileOpening('a😀', key('Backspace'))).toEqual({ kind: 'query', query: 'a' });
    expect(keyWhileOpening('', key('Backspace'))).toEqual({ kind: 'query', query: '' });
  });

  it('Esc cancels the opening; Enter is swallowed (it must not press a page button)', () => {
    expect(keyWhileOpening('a', key('Escape'))).toEqual({ kind: 'cancel' });
    expect(keyWhileOpening('a', key('Enter'))).toEqual({ kind: 'swallow' });
  });

  it('spec 01 §5: the query stops at the input’s 100 characters', () => {
    const full = 'a'.repeat(MAX_QUERY_LENGTH);
    expect(keyWhileOpening(full, key('b'))).toEqual({ kind: 'query', query: full });
  });

  it('not the palette’s: shortcuts, named keys, and keys an IME is composing', () => {
    expect(keyWhileOpening('', key('k', { ctrlKey: true }))).toBeNull();
    expect(keyWhileOpening('', key('v', { metaKey: true }))).toBeNull();
    expect(keyWhileOpening('', key('x', { altKey: true }))).toBeNull();
    expect(keyWhileOpening('', key('Tab'))).toBeNull();
    expect(keyWhileOpening('', key('ArrowDown'))).toBeNull();
    expect(keyWhileOpening('', key('Process', { keyCode: 229 }))).toBeNull();
    expect(keyWhileOpening('', key('ㅎ', { isComposing: true }))).toBeNull();
  });
});
