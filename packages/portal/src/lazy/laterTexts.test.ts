// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { loadLaterTexts } from '../i18n';
import { lazyModule, lazyWithRetry } from './lazyWithRetry';

// The texts' chunk, held back until the test lets it arrive.
const texts = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('../i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadLaterTexts: vi.fn(() => texts.arrived),
}));

const settledYet = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return settled;
};

describe('GUIDE §6: a lazily loaded part of the portal waits for the Korean texts the first load leaves out', () => {
  it('its module is ready only once the later texts are there, so it never renders a key', async () => {
    const Page = () => null;
    const component = lazyWithRetry(() => Promise.resolve(Page));
    const module = lazyModule(() => Promise.resolve({ Page }));
    const loads = [component.preload(), module.preload()];
    expect(loadLaterTexts).toHaveBeenCalledTimes(2);
    expect(await settledYet(Promise.all(loads))).toBe(false);
    texts.arrive();
    await expect(Promise.all(loads)).resolves.toEqual([Page, { Page }]);
  });
});
