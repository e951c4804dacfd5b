import { describe, expect, it } from 'vitest';
import type { StudioWidget } from '@maru/api';
import { bannerView, placedWidgets } from './rules';

const widget = (overrides: Partial<StudioWidget>): StudioWidget => ({
  widgetId: 1,
  widgetCode: 'BANNER',
  widgetPosition: 1,
  placement: 'banner',
  enabled: 1,
  localeName: '배너',
  imageUrl: null,
  linkUrl: null,
  ...overrides,
});

describe('placedWidgets', () => {
  it('spec 01 §6: shows only widgets whose enabled equals 1', () => {
    const list = [widget({ widgetId: 1 }), widget({ widgetId: 2, enabled: 0 })];
    expect(placedWidgets(list, 'banner').map((w) => w.widgetId)).toEqual([1]);
  });

  it('spec 01 §6: splits by placement (banner or aside)', () => {
    const list = [
      widget({ widgetId: 1 }),
      widget({ widgetId: 2, placement: 'aside', widgetCode: 'ABSENTEE' }),
    ];
    expect(placedWidgets(list, 'banner').map((w) => w.widgetId)).toEqual([1]);
    expect(placedWidgets(list, 'aside').map((w) => w.widgetId)).toEqual([2]);
  });

  it('orders by widgetPosition, then id', () => {
    const list = [
      widget({ widgetId: 3, widgetPosition: 2 }),
      widget({ widgetId: 2, widgetPosition: 1 }),
      widget({ widgetId: 1, widgetPosition: 2 }),
    ];
    expect(placedWidgets(list, 'banner').map((w) => w.widgetId)).toEqual([2, 1, 3]);
  });

  it('spec 02 §9: at most 10 banners; built-in widgets do not count', () => {
    const banners = Array.from({ length: 12 }, (_, i) =>
      widget({ widgetId: i + 1, widgetPosition: i }),
    );
    const placed = placedWidgets(banners, 'banner');
    expect(placed).toHaveLength(10);
    expect(placed.at(-1)?.widgetId).toBe(10);
    const aside = Array.from({ length: 12 }, (_, i) =>
      widget({ widgetId: i + 1, placement: 'aside', widgetCode: `W${i}` }),
    );
    expect(placedWidgets(aside, 'aside')).toHaveLength(12);
  });
});

describe('bannerView', () => {
  const origin = 'https://portal.maru.example';

  it('GUIDE §7: internal paths and http(s) links pass; external ones open a new tab', () => {
    expect(bannerView(widget({ linkUrl: '/community/board/10/view/3' }), origin)).toMatchObject({
      href: '/community/board/10/view/3',
      external: false,
    });
    expect(bannerView(widget({ linkUrl: 'https://learning.example/x' }), origin)).toMatchObject({
      href: 'https://learning.example/x',
      external: true,
    });
  });

  it('GUIDE §7: javascript: and data: links are dropped', () => {
    expect(bannerView(widget({ linkUrl: 'javascript:alert(1)' }), origin).href).toBeNull();
    expect(bannerView(widget({ linkUrl: 'data:text/html,<b>x</b>' }), origin).href).toBeNull();
  });

  it('images: inline pictures and http(s) pass through resolveImageSrc, scripts do not', () => {
    const svg = 'data:image/svg+xml;charset=utf-8,%3Csvg%3E';
    expect(bannerView(widget({ imageUrl: svg }), origin).imageSrc).toBe(svg);
    expect(bannerView(widget({ imageUrl: 'javascript:alert(1)' }), origin).imageSrc).toBeNull();
    expect(bannerView(widget({ imageUrl: null }), origin).imageSrc).toBeNull();
  });
});
