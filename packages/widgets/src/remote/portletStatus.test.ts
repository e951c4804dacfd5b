import { describe, expect, it } from 'vitest';
import { portletStatus } from './portletStatus';

const isEmpty = (items: string[]) => items.length === 0;

describe('portletStatus', () => {
  it('is loading until the first answer', () => {
    expect(portletStatus({ status: 'loading', data: undefined }, isEmpty)).toBe('loading');
  });
  it('keeps showing the last answer while a new one loads', () => {
    expect(portletStatus({ status: 'loading', data: ['a'] }, isEmpty)).toBe('ready');
  });
  it('is an error when the call failed', () => {
    expect(portletStatus({ status: 'error', error: new Error('x') }, isEmpty)).toBe('error');
  });
  it('is empty when the answer has nothing to show, ready otherwise', () => {
    expect(portletStatus({ status: 'ready', data: [] }, isEmpty)).toBe('empty');
    expect(portletStatus({ status: 'ready', data: ['a'] }, isEmpty)).toBe('ready');
  });
});

describe('portletStatus with silent failures', () => {
  it('shows a failed call as empty', () => {
    expect(portletStatus({ status: 'error', error: new Error('x') }, isEmpty, 'empty')).toBe(
      'empty',
    );
  });
});
