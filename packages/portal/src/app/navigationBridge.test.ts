import { describe, expect, it, vi } from 'vitest';
import { createNavigationBridge } from './navigationBridge';

describe('navigation bridge: the error policy navigates through the router', () => {
  it('forwards navigations to the connected router navigate', () => {
    const bridge = createNavigationBridge();
    const navigate = vi.fn();
    bridge.connect(navigate);
    bridge.navigate('/community');
    expect(navigate).toHaveBeenCalledWith('/community');
  });

  it('keeps a navigation asked for before the router connected and applies it on connect', () => {
    const bridge = createNavigationBridge();
    bridge.navigate('/signin?returnUrl=%2F');
    const navigate = vi.fn();
    bridge.connect(navigate);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/signin?returnUrl=%2F');
    bridge.connect(vi.fn());
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('after disconnect, a stale navigate is not called; the newest connection wins', () => {
    const bridge = createNavigationBridge();
    const first = vi.fn();
    const second = vi.fn();
    const disconnectFirst = bridge.connect(first);
    bridge.connect(second);
    disconnectFirst();
    bridge.navigate('/');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('/');
  });
});
