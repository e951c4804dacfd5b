import { atom, createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { remoteAtom } from './remoteAtom';

/** A fake call: every request is kept with its signal and answered by the test. */
function fakeCalls<T>() {
  const requests: {
    param: string;
    signal: AbortSignal;
    resolve: (value: T) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const call = (param: string, signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => requests.push({ param, signal, resolve, reject }));
  return { requests, call };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const store = createStore();
  const paramAtom = atom('a');
  const { requests, call } = fakeCalls<string>();
  const remote = remoteAtom((get, signal) => call(get(paramAtom), signal));
  return { store, paramAtom, requests, remote };
}

describe('remoteAtom', () => {
  it('is loading until the answer, then ready with it', async () => {
    const { store, requests, remote } = setup();
    const unsubscribe = store.sub(remote.view, () => undefined);
    expect(store.get(remote.view)).toEqual({ status: 'loading', data: undefined });
    requests[0]?.resolve('answer a');
    await flush();
    expect(store.get(remote.view)).toEqual({ status: 'ready', data: 'answer a' });
    unsubscribe();
  });

  it('aborts the superseded request when a param changes and keeps the last answer meanwhile', async () => {
    const { store, paramAtom, requests, remote } = setup();
    const unsubscribe = store.sub(remote.view, () => undefined);
    requests[0]?.resolve('answer a');
    await flush();
    store.set(paramAtom, 'b');
    store.set(paramAtom, 'c');
    expect(requests.map((request) => request.param)).toEqual(['a', 'b', 'c']);
    expect(requests[1]?.signal.aborted).toBe(true);
    expect(requests[2]?.signal.aborted).toBe(false);
    expect(store.get(remote.view)).toEqual({ status: 'loading', data: 'answer a' });
    requests[1]?.resolve('late answer b');
    requests[2]?.resolve('answer c');
    await flush();
    expect(store.get(remote.view)).toEqual({ status: 'ready', data: 'answer c' });
    unsubscribe();
  });

  it('shows a failure as an error value instead of throwing', async () => {
    const { store, requests, remote } = setup();
    const unsubscribe = store.sub(remote.view, () => undefined);
    const failure = new Error('down');
    requests[0]?.reject(failure);
    await flush();
    expect(store.get(remote.view)).toEqual({ status: 'error', error: failure });
    unsubscribe();
  });

  it('asks again on refresh, aborting the request in flight', async () => {
    const { store, requests, remote } = setup();
    const unsubscribe = store.sub(remote.view, () => undefined);
    store.set(remote.refresh);
    expect(requests).toHaveLength(2);
    expect(requests[0]?.signal.aborted).toBe(true);
    requests[1]?.resolve('again');
    await flush();
    expect(store.get(remote.view)).toEqual({ status: 'ready', data: 'again' });
    unsubscribe();
  });

  it('aborts a request nobody reads any more, and the next reader asks again', async () => {
    const { store, requests, remote } = setup();
    const unsubscribe = store.sub(remote.view, () => undefined);
    unsubscribe();
    expect(requests[0]?.signal.aborted).toBe(true);
    requests[0]?.reject(requests[0].signal.reason);
    await flush();
    // Nothing reads the answer: nothing is asked until a reader comes back.
    expect(requests).toHaveLength(1);
    const seen: string[] = [];
    const again = store.sub(remote.view, () => seen.push(store.get(remote.view).status));
    seen.push(store.get(remote.view).status);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.signal.aborted).toBe(false);
    requests[1]?.resolve('fresh');
    await flush();
    expect(store.get(remote.view)).toEqual({ status: 'ready', data: 'fresh' });
    // The aborted request never shows as a failure.
    expect(seen).not.toContain('error');
    again();
  });

  it('asks nothing when the reader leaves before the aborted request has settled', async () => {
    const { store, requests, remote } = setup();
    const unsubscribe = store.sub(remote.view, () => undefined);
    unsubscribe();
    await flush();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.signal.aborted).toBe(true);
  });

  it('keeps a finished answer in the store when its readers leave', async () => {
    const { store, requests, remote } = setup();
    const unsubscribe = store.sub(remote.view, () => undefined);
    requests[0]?.resolve('kept');
    await flush();
    unsubscribe();
    const again = store.sub(remote.view, () => undefined);
    expect(requests).toHaveLength(1);
    expect(store.get(remote.view)).toEqual({ status: 'ready', data: 'kept' });
    again();
  });
});
