import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../Dialog';
import { renderWithMaru } from '../test-utils';
import { Autocomplete, Combobox } from './Combobox';
import type { ComboboxOption } from './Combobox';

const people: ComboboxOption[] = [
  { key: 'kcs', label: '김철수' },
  { key: 'kyh', label: '김영희', disabled: true },
  { key: 'kms', label: '김민수' },
  { key: 'pjs', label: '박지성' },
];

function input(name: string | RegExp = '담당자') {
  return screen.getByRole('combobox', { name });
}

/** The combobox's own polite live region (the provider has its own status regions too). */
function liveRegion() {
  const region = document.querySelector('[data-combobox-live]');
  if (!region) throw new Error('no combobox live region');
  expect(region).toHaveAttribute('role', 'status');
  return region;
}

describe('Combobox (static options)', () => {
  it('is an editable combobox named by its label, closed at first', () => {
    renderWithMaru(<Combobox label="담당자" options={people} />);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
  });

  it('typing filters the options; ArrowDown then Enter selects (APG combobox)', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithMaru(
      <Combobox label="담당자" options={people} onSelectionChange={onSelectionChange} />,
    );
    await user.type(input(), '김');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '김철수',
      '김영희',
      '김민수',
    ]);
    expect(liveRegion()).toHaveTextContent('결과 3개');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith('kcs', people[0]);
    expect(input()).toHaveValue('김철수');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('disabled option is skipped by ArrowDown and marked aria-disabled', async () => {
    const user = userEvent.setup();
    renderWithMaru(<Combobox label="담당자" options={people} />);
    await user.type(input(), '김');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '김민수' }).id,
    );
    expect(screen.getByRole('option', { name: '김영희' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('empty state: shows and announces "No results" from the catalogue', async () => {
    const user = userEvent.setup();
    renderWithMaru(<Combobox label="Owner" options={people} />, 'en');
    await user.type(screen.getByRole('combobox', { name: 'Owner' }), 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(liveRegion()).toHaveTextContent('No results');
  });

  it('Escape closes the list, a second Escape clears the text and the selection', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithMaru(
      <Combobox
        label="담당자"
        options={people}
        defaultSelectedKey="pjs"
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(input()).toHaveValue('박지성');
    await user.click(input());
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('박지성');
    await user.keyboard('{Escape}');
    expect(input()).toHaveValue('');
    expect(onSelectionChange).toHaveBeenCalledWith(null, null);
  });

  it('the clear button empties the text and the selection and keeps focus in the input', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithMaru(
      <Combobox
        label="담당자"
        options={people}
        defaultSelectedKey="kcs"
        onSelectionChange={onSelectionChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: '지우기' }));
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(onSelectionChange).toHaveBeenCalledWith(null, null);
    expect(screen.queryByRole('button', { name: '지우기' })).not.toBeInTheDocument();
  });

  it('the toggle button opens the whole list, even when the text matches one option', async () => {
    const user = userEvent.setup();
    renderWithMaru(<Combobox label="담당자" options={people} defaultSelectedKey="pjs" />);
    await user.click(screen.getByRole('button', { name: '목록 열기' }));
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });

  it('without allowsCustomValue, text that was not picked falls back to the selection on blur', async () => {
    const user = userEvent.setup();
    renderWithMaru(<Combobox label="담당자" options={people} defaultSelectedKey="pjs" />);
    await user.clear(input());
    await user.type(input(), '아무개');
    await user.tab();
    expect(input()).toHaveValue('박지성');
  });

  it('allowsCustomValue keeps the typed text on blur (Autocomplete)', async () => {
    const user = userEvent.setup();
    const onInputChange = vi.fn();
    renderWithMaru(<Autocomplete label="담당자" options={people} onInputChange={onInputChange} />);
    await user.type(input(), '아무개');
    await user.tab();
    expect(input()).toHaveValue('아무개');
    expect(onInputChange).toHaveBeenLastCalledWith('아무개');
    expect(screen.queryByRole('button', { name: '목록 열기' })).not.toBeInTheDocument();
  });

  it('controlled: inputValue and selectedKey come from the owner', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [text, setText] = useState('');
      const [key, setKey] = useState<string | null>(null);
      return (
        <>
          <Combobox
            label="담당자"
            options={people}
            inputValue={text}
            onInputChange={setText}
            selectedKey={key}
            onSelectionChange={setKey}
          />
          <output data-testid="owner">{`${text}|${key ?? ''}`}</output>
        </>
      );
    }
    renderWithMaru(<Owner />);
    await user.type(input(), '박');
    expect(screen.getByTestId('owner')).toHaveTextContent('박|');
    await user.click(screen.getByRole('option', { name: '박지성' }));
    expect(screen.getByTestId('owner')).toHaveTextContent('박지성|pjs');
    expect(input()).toHaveValue('박지성');
  });

  it('controlled selectedKey that the owner does not change keeps the shown value', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithMaru(
      <Combobox
        label="담당자"
        options={people}
        selectedKey="kcs"
        onSelectionChange={onSelectionChange}
        name="owner"
      />,
    );
    await user.click(screen.getByRole('button', { name: '목록 열기' }));
    await user.click(screen.getByRole('option', { name: '박지성' }));
    expect(onSelectionChange).toHaveBeenCalledWith('pjs', people[3]);
    expect(document.querySelector('input[name="owner"]')).toHaveValue('kcs');
  });
});

describe('Combobox IME guard (Hangul composition never selects)', () => {
  it('Enter with isComposing true does not select the highlighted option', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithMaru(
      <Combobox label="담당자" options={people} onSelectionChange={onSelectionChange} />,
    );
    await user.type(input(), '김');
    await user.keyboard('{ArrowDown}');
    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    expect(onSelectionChange).not.toHaveBeenCalled();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    // Once the composition is over, Enter picks as usual: the guard is not a dead key.
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSelectionChange).toHaveBeenCalledWith('kcs', people[0]);
  });

  it('Enter with keyCode 229 (composition-ending keydown) does not select', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithMaru(
      <Combobox label="담당자" options={people} onSelectionChange={onSelectionChange} />,
    );
    await user.type(input(), '김');
    await user.keyboard('{ArrowDown}');
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229 });
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('arrows and Escape do nothing while composing', async () => {
    const user = userEvent.setup();
    renderWithMaru(<Combobox label="담당자" options={people} />);
    await user.type(input(), '김');
    fireEvent.keyDown(input(), { key: 'ArrowDown', isComposing: true });
    expect(input()).toHaveAttribute('aria-activedescendant', '');
    fireEvent.keyDown(input(), { key: 'Escape', isComposing: true });
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '김철수' }).id,
    );
  });
});

describe('Combobox inside an overlay', () => {
  it('in a Dialog, Esc closes the list, then clears the text; only then does it close the dialog', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithMaru(
      <Dialog defaultOpen onOpenChange={onOpenChange} title="담당자 지정">
        <Combobox label="담당자" options={people} />
      </Dialog>,
    );
    await user.click(input());
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('김');
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('김');
    await user.keyboard('{Escape}');
    expect(input()).toHaveValue('');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '담당자 지정' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a selection is cleared by Esc without closing the dialog', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onSelectionChange = vi.fn();
    renderWithMaru(
      <Dialog defaultOpen onOpenChange={onOpenChange} title="담당자 지정">
        <Combobox
          label="담당자"
          options={people}
          defaultSelectedKey="pjs"
          onSelectionChange={onSelectionChange}
        />
      </Dialog>,
    );
    input().focus();
    await user.keyboard('{Escape}');
    expect(onSelectionChange).toHaveBeenCalledWith(null, null);
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('uses the shared Field label with its spoken required mark', () => {
    renderWithMaru(<Combobox label="담당자" options={people} required />);
    expect(input(/^담당자\s?필수$/)).toHaveAttribute('aria-required', 'true');
    expect(document.querySelector('label [data-required-mark]')).toHaveTextContent('필수');
  });
});

describe('Combobox async options', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /**
   * Only timeouts are faked. Testing Library drains its updates through a setTimeout(0) that it
   * advances only when it sees a `jest` global, so vitest's timers are offered under that name.
   */
  function setupWithFakeTimers() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  }

  function deferredLoader() {
    const calls: {
      query: string;
      signal: AbortSignal;
      resolve: (options: ComboboxOption[]) => void;
    }[] = [];
    const loadOptions = vi.fn(
      (query: string, { signal }: { signal: AbortSignal }) =>
        new Promise<ComboboxOption[]>((resolve) => {
          calls.push({ query, signal, resolve });
        }),
    );
    return { calls, loadOptions };
  }

  it('debounces 300 ms by default: one request for the last text after typing stops', async () => {
    const user = setupWithFakeTimers();
    const { calls, loadOptions } = deferredLoader();
    renderWithMaru(<Combobox label="담당자" loadOptions={loadOptions} />);
    await user.type(input(), '김철');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(loadOptions).not.toHaveBeenCalled();
    // Loading is shown and announced while waiting.
    expect(liveRegion()).toHaveTextContent('불러오는 중…');
    expect(screen.getByTestId('combobox-spinner')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(calls[0]?.query).toBe('김철');
    await act(async () => calls[0]?.resolve([people[0] as ComboboxOption]));
    expect(screen.getByRole('option', { name: '김철수' })).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('결과 1개');
    expect(screen.queryByTestId('combobox-spinner')).not.toBeInTheDocument();
  });

  it('aborts the stale request and ignores its late answer', async () => {
    const user = setupWithFakeTimers();
    const { calls, loadOptions } = deferredLoader();
    renderWithMaru(<Combobox label="담당자" loadOptions={loadOptions} />);
    await user.type(input(), '김');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(calls).toHaveLength(1);
    await user.type(input(), '민');
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query).toBe('김민');
    await act(async () => calls[1]?.resolve([people[2] as ComboboxOption]));
    // The first request answers late: it must not replace the newer results.
    await act(async () =>
      calls[0]?.resolve([people[0] as ComboboxOption, people[3] as ComboboxOption]),
    );
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['김민수']);
  });

  it('debounceMs is configurable', async () => {
    const user = setupWithFakeTimers();
    const { loadOptions } = deferredLoader();
    renderWithMaru(<Combobox label="담당자" loadOptions={loadOptions} debounceMs={50} />);
    await user.type(input(), '박');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(loadOptions).toHaveBeenCalledWith(
      '박',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('an empty answer shows "No results"; a failed one shows the error text', async () => {
    const user = setupWithFakeTimers();
    const loadOptions = vi
      .fn<(q: string) => Promise<ComboboxOption[]>>()
      .mockResolvedValueOnce([])
      .mockRejectedValueOnce(new Error('offline'));
    renderWithMaru(<Combobox label="담당자" loadOptions={loadOptions} />);
    await user.type(input(), '없');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(liveRegion()).toHaveTextContent('결과가 없습니다');
    await user.type(input(), '음');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(liveRegion()).toHaveTextContent('목록을 불러오지 못했습니다');
  });

  it('picking an async result keeps it selected after the results change', async () => {
    const user = setupWithFakeTimers();
    const loadOptions = vi.fn(async (query: string) =>
      people.filter((p) => p.label.includes(query)),
    );
    const onSelectionChange = vi.fn();
    renderWithMaru(
      <Combobox label="담당자" loadOptions={loadOptions} onSelectionChange={onSelectionChange} />,
    );
    await user.type(input(), '박');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith('pjs', people[3]);
    expect(input()).toHaveValue('박지성');
    await user.click(screen.getByRole('button', { name: '목록 열기' }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(input()).toHaveValue('박지성');
  });
});
