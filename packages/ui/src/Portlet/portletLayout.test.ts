import { describe, expect, it } from 'vitest';
import {
  PORTLET_HEIGHT,
  PORTLET_MAX_ROWS,
  feedFocusTarget,
  isListEndInView,
  portletBodyHeight,
} from './portletLayout';

describe('portlet size (spec 01 §9)', () => {
  it('spec 01 §9: default height 280 and default max rows 5', () => {
    expect(PORTLET_HEIGHT).toBe(280);
    expect(PORTLET_MAX_ROWS).toBe(5);
  });

  it('spec 01 §9: the body is the height less 50 for the header', () => {
    expect(portletBodyHeight(280, false)).toBe(230);
  });

  it('spec 01 §9: and less another 50 for the tabs', () => {
    expect(portletBodyHeight(280, true)).toBe(180);
    expect(portletBodyHeight(400, true)).toBe(300);
  });

  it('is never negative', () => {
    expect(portletBodyHeight(80, true)).toBe(0);
  });
});

describe('isListEndInView (spec 01 §4: reaching the end appends the next page)', () => {
  it('is true when scrolled to the bottom', () => {
    expect(isListEndInView({ scrollTop: 270, scrollHeight: 500, clientHeight: 230 })).toBe(true);
  });

  it('is true within the threshold above the bottom', () => {
    expect(isListEndInView({ scrollTop: 246, scrollHeight: 500, clientHeight: 230 })).toBe(true);
    expect(isListEndInView({ scrollTop: 245, scrollHeight: 500, clientHeight: 230 })).toBe(false);
    expect(isListEndInView({ scrollTop: 0, scrollHeight: 300, clientHeight: 230 }, 100)).toBe(true);
  });

  it('is false at the top of a long list', () => {
    expect(isListEndInView({ scrollTop: 0, scrollHeight: 500, clientHeight: 230 })).toBe(false);
  });

  it('is true when the list is shorter than the body (its end is visible)', () => {
    expect(isListEndInView({ scrollTop: 0, scrollHeight: 120, clientHeight: 230 })).toBe(true);
  });

  it('is false before layout (a body of height 0 has not been seen)', () => {
    expect(isListEndInView({ scrollTop: 0, scrollHeight: 0, clientHeight: 0 })).toBe(false);
  });
});

describe('feedFocusTarget (APG feed keys)', () => {
  it('Page Down moves to the next article and stops at the last', () => {
    expect(feedFocusTarget({ key: 'PageDown' }, 0, 5)).toBe(1);
    expect(feedFocusTarget({ key: 'PageDown' }, 4, 5)).toBe(4);
  });

  it('Page Up moves to the previous article and stops at the first', () => {
    expect(feedFocusTarget({ key: 'PageUp' }, 3, 5)).toBe(2);
    expect(feedFocusTarget({ key: 'PageUp' }, 0, 5)).toBe(0);
  });

  it('other keys, Ctrl combinations and an empty feed are not the feed’s', () => {
    expect(feedFocusTarget({ key: 'ArrowDown' }, 0, 5)).toBeNull();
    expect(feedFocusTarget({ key: 'Enter' }, 0, 5)).toBeNull();
    expect(feedFocusTarget({ key: 'PageDown', ctrlKey: true }, 0, 5)).toBeNull();
    expect(feedFocusTarget({ key: 'PageDown' }, 0, 0)).toBeNull();
  });
});
