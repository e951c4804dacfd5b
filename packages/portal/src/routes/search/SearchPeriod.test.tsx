import { screen, waitFor, within } from '@testing-library/react';
import { useMemo } from 'react';
import type * as Router from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ko from '../../i18n/locales/ko';
import { LAZY, openSearch } from './searchTestPage';

// Every search change is a navigate() push: recording them counts the history entries.
const pushed = vi.hoisted(() => [] as string[]);
vi.mock('react-router-dom', async (importOriginal) => {
  const router = await importOriginal<typeof Router>();
  return {
    ...router,
    useNavigate: (): NavigateFunction => {
      const navigate = router.useNavigate();
      return useMemo(() => {
        const recording = (to: unknown, options?: unknown) => {
          if (typeof to === 'string' && to.startsWith('/search')) pushed.push(to);
          return (navigate as (to: unknown, options?: unknown) => unknown)(to, options);
        };
        return recording as NavigateFunction;
      }, [navigate]);
    },
  };
});
beforeEach(() => void pushed.splice(0));

const CUSTOM = '/search/detail?type=post&keyword=abc&period=custom';

/** The custom range's segments (ko: year, month, day of the start, then of the end). */
async function rangeSegments() {
  const options = await screen.findByRole('region', { name: ko.search.options.label }, LAZY);
  const range = await within(options).findByRole('group', { name: '기간 직접 입력' }, LAZY);
  return within(range).getAllByRole('spinbutton');
}

/** Focus leaves the picker, then the commit its blur schedules has had time to run. */
async function leavePicker(keys: ReturnType<typeof openSearch>['user']) {
  await keys.click(screen.getByRole('heading', { level: 1 }));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const lastPosts = (asked: Record<string, URLSearchParams[]>) =>
  Object.fromEntries(asked['posts']?.at(-1) ?? []);

describe('custom search period (spec 01 §4)', () => {
  it('spec 01 §4: typing a date digit by digit searches once, on Enter, and pushes one entry', async () => {
    const {
      user: keys,
      asked,
      location,
    } = openSearch(`${CUSTOM}&startYmd=2026-02-05&endYmd=2026-12-20`);
    const [, startMonth] = await rangeSegments();
    await waitFor(() => expect(asked['posts']).toHaveLength(1), LAZY);
    await keys.click(startMonth!);
    // 1, 1 → month 11 (after January); 1, 9 → day 19 (after the 1st): four complete dates.
    await keys.keyboard('1');
    await keys.keyboard('1');
    await keys.keyboard('1');
    await keys.keyboard('9');
    expect(pushed).toEqual([]);
    expect(asked['posts']).toHaveLength(1);
    const typed = await rangeSegments();
    expect(typed.map((segment) => segment.textContent)).toEqual([
      '2026',
      '11',
      '19',
      '2026',
      '12',
      '20',
    ]);

    await keys.keyboard('{Enter}');
    await waitFor(() => expect(asked['posts']).toHaveLength(2), LAZY);
    expect(lastPosts(asked)).toMatchObject({ startYmd: '2026-11-19', endYmd: '2026-12-20' });
    expect(pushed).toHaveLength(1);
    expect(new URLSearchParams(location().search).get('startYmd')).toBe('2026-11-19');
    // Leaving the picker afterwards commits nothing more.
    await leavePicker(keys);
    expect(pushed).toHaveLength(1);
    expect(asked['posts']).toHaveLength(2);
  });

  it('spec 01 §4: a typed period is committed when focus leaves the picker', async () => {
    const { user: keys, asked } = openSearch(`${CUSTOM}&startYmd=2026-02-05&endYmd=2026-12-20`);
    const segments = await rangeSegments();
    await waitFor(() => expect(asked['posts']).toHaveLength(1), LAZY);
    await keys.click(segments[5]!);
    await keys.keyboard('28');
    expect(pushed).toEqual([]);
    await keys.click(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(asked['posts']).toHaveLength(2), LAZY);
    expect(lastPosts(asked)).toMatchObject({ startYmd: '2026-02-05', endYmd: '2026-12-28' });
    expect(pushed).toHaveLength(1);
  });

  it('spec 01 §4: a reversed or incomplete typed period searches nothing', async () => {
    const { user: keys, asked } = openSearch(`${CUSTOM}&startYmd=2026-02-05&endYmd=2026-03-20`);
    const [, startMonth] = await rangeSegments();
    await waitFor(() => expect(asked['posts']).toHaveLength(1), LAZY);
    // Month 1 then 12: January is a valid intermediate, December is after the end.
    await keys.click(startMonth!);
    await keys.keyboard('12');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '종료일은 시작일과 같거나 이후여야 합니다.',
    );
    await keys.keyboard('{Enter}');
    await leavePicker(keys);
    expect(pushed).toEqual([]);
    expect(asked['posts']).toHaveLength(1);

    // Clearing the end day leaves the period incomplete: still nothing.
    const segments = await rangeSegments();
    await keys.click(segments[5]!);
    await keys.keyboard('{Backspace}{Backspace}');
    await leavePicker(keys);
    expect(pushed).toEqual([]);
    expect(asked['posts']).toHaveLength(1);
  });

  it('spec 01 §4: a half-typed date searches nothing until it is whole again', async () => {
    const { user: keys, asked } = openSearch(`${CUSTOM}&startYmd=2026-02-05&endYmd=2026-12-20`);
    const segments = await rangeSegments();
    await waitFor(() => expect(asked['posts']).toHaveLength(1), LAZY);
    // 20 → 2 (a valid December 2) → empty: the end keeps its year and month, half typed.
    await keys.click(segments[5]!);
    await keys.keyboard('{Backspace}{Backspace}');
    await leavePicker(keys);
    expect(pushed).toEqual([]);
    expect(asked['posts']).toHaveLength(1);

    await keys.click((await rangeSegments())[5]!);
    await keys.keyboard('28');
    await keys.click(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(asked['posts']).toHaveLength(2), LAZY);
    expect(lastPosts(asked)).toMatchObject({ startYmd: '2026-02-05', endYmd: '2026-12-28' });
    expect(pushed).toHaveLength(1);
  });

  it('spec 01 §4: a range picked in the calendar searches once', async () => {
    const { user: keys, asked } = openSearch(`${CUSTOM}&startYmd=2026-02-05&endYmd=2026-02-10`);
    await rangeSegments();
    await waitFor(() => expect(asked['posts']).toHaveLength(1), LAZY);
    await keys.click(screen.getByRole('button', { name: /달력|Calendar/ }));
    const grid = await screen.findByRole('grid');
    expect(grid).toHaveAccessibleName(/2026/);
    // Focus starts on the range start (Feb 5): Enter anchors it, two weeks down, Enter ends.
    await keys.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(asked['posts']).toHaveLength(2), LAZY);
    expect(lastPosts(asked)).toMatchObject({ startYmd: '2026-02-05', endYmd: '2026-02-20' });
    expect(pushed).toHaveLength(1);
  });

  it('spec 01 §4: a preset searches at once', async () => {
    const { user: keys, asked } = openSearch(`${CUSTOM}&startYmd=2026-02-05&endYmd=2026-02-10`);
    await rangeSegments();
    await waitFor(() => expect(asked['posts']).toHaveLength(1), LAZY);
    await keys.click(screen.getByRole('radio', { name: '1개월' }));
    await waitFor(() => expect(asked['posts']).toHaveLength(2), LAZY);
    expect(lastPosts(asked)).toMatchObject({ period: 'P1M' });
    expect(lastPosts(asked)).not.toHaveProperty('startYmd');
    expect(pushed).toHaveLength(1);
  });
});
