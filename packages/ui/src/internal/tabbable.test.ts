// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isTabbable, tabbableNeighbour } from './tabbable';

function page(html: string) {
  document.body.innerHTML = html;
  return (id: string) => document.getElementById(id)!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('tabbable (the one Tab-sequence helper)', () => {
  it('skips what Tab cannot reach: disabled, tabindex -1, hidden, inert, disabled fieldset', () => {
    const byId = page(`
      <button id="disabled" disabled></button>
      <a id="noHref">a</a>
      <span id="minus" tabindex="-1"></span>
      <div hidden><a id="hidden" href="/"></a></div>
      <div inert><button id="inert"></button></div>
      <fieldset disabled><input id="fieldset"></fieldset>
    `);
    for (const id of ['disabled', 'noHref', 'minus', 'hidden', 'inert', 'fieldset']) {
      expect(isTabbable(byId(id)), id).toBe(false);
    }
  });

  it('keeps what Tab reaches, aria-hidden included (it hides from readers, not from Tab)', () => {
    const byId = page(`
      <div aria-hidden="true"><button id="ariaHidden"></button></div>
      <span id="zero" tabindex="0"></span>
      <a id="link" href="/">a</a>
    `);
    for (const id of ['ariaHidden', 'zero', 'link']) {
      expect(isTabbable(byId(id)), id).toBe(true);
    }
  });

  it('finds the neighbour on either side, never inside the element itself', () => {
    const byId = page(`
      <a id="first" href="/a">a</a>
      <button id="skipped" disabled></button>
      <div id="box"><button id="inside"></button></div>
      <input id="hiddenInput" type="hidden">
      <input id="last">
    `);
    expect(tabbableNeighbour(byId('box'), 'after')).toBe(byId('last'));
    expect(tabbableNeighbour(byId('box'), 'before')).toBe(byId('first'));
    expect(tabbableNeighbour(byId('last'), 'after')).toBeNull();
  });
});
