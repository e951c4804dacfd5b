import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createStore } from 'jotai';
import { MaruProvider } from '@maru/ui';
import { commuteHours, createApiClient } from '@maru/api';
import type { WorkHoursScenario } from '@maru/api/fixtures';
import { commuteHandlers, errorHandler, workHoursHandlers } from '@maru/api/mocks';
import { WidgetsProvider } from '../client/WidgetsProvider';
import ko from './intl/ko.json';
import { WorkHoursWidget } from './WorkHoursWidget';

const BASE = 'http://localhost/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderWidget(scenario: WorkHoursScenario | 'error') {
  server.use(
    ...(scenario === 'error'
      ? [errorHandler(commuteHours, 500)]
      : workHoursHandlers({ scenario, base: BASE })),
    ...commuteHandlers({ base: BASE }),
  );
  const onNavigate = vi.fn();
  render(
    <MaruProvider>
      <WidgetsProvider client={createApiClient({ baseUrl: BASE })} store={createStore()}>
        <WorkHoursWidget onNavigate={onNavigate} />
      </WidgetsProvider>
    </MaruProvider>,
  );
  return { user: userEvent.setup(), onNavigate };
}

const meter = (name: string) => screen.findByRole('meter', { name });

describe('WorkHoursWidget', () => {
  it('spec 02 §9: current, regular and overtime hours as meters with one decimal', async () => {
    renderWidget('regular');
    const current = await meter(ko.current);
    expect(current).toHaveAttribute('aria-valuenow', '25.5');
    expect(current).toHaveAttribute('aria-valuemax', '52');
    expect(current).toHaveAttribute('aria-valuetext', '52.0시간 중 25.5시간');
    expect(await meter(ko.regular)).toHaveAttribute('aria-valuetext', '40.0시간 중 24.5시간');
    expect(await meter(ko.overtime)).toHaveAttribute('aria-valuetext', '12.0시간 중 1.0시간');
    expect(screen.getByText('24.5 / 40.0시간')).toBeVisible();
  });

  it("spec 02 §4: overtime 'Y' shows all overtime on a limit raised to it", async () => {
    renderWidget('overtime');
    const overtime = await meter(ko.overtime);
    expect(overtime).toHaveAttribute('aria-valuenow', '14.5');
    expect(overtime).toHaveAttribute('aria-valuemax', '14.5');
    const type = `${ko.overtimeType}: ${ko['overtimeType.allowed']}`;
    expect(screen.getByRole('img', { name: type })).toBeVisible();
  });

  it("spec 02 §4: overtime 'N' caps the overtime shown at the limit and says so", async () => {
    renderWidget('cap');
    expect(await meter(ko.overtime)).toHaveAttribute('aria-valuenow', '12');
    expect(screen.getByText('실제 14.5시간 중 한도까지 인정')).toBeVisible();
  });

  it('spec 02 §4: an overtime limit of 0 draws the overtime bar on the 496-hour scale', async () => {
    renderWidget('scale496');
    expect(await meter(ko.overtime)).toHaveAttribute('aria-valuemax', '496');
    expect(screen.getByText('한도 미설정 · 496.0시간 기준')).toBeVisible();
  });

  it('spec 02 §4: the regular bar is overtime-styled once the legal hours are reached', async () => {
    renderWidget('cap');
    expect(await meter(ko.regular)).toHaveAttribute('data-tone', 'overtime');
    expect(screen.getByText(ko['regular.reached'])).toBeVisible();
  });

  it('below the legal hours the regular bar keeps its regular style', async () => {
    renderWidget('regular');
    expect(await meter(ko.regular)).toHaveAttribute('data-tone', 'regular');
    expect(screen.queryByText(ko['regular.reached'])).toBeNull();
  });

  it("spec 02 §3: workCode '40' hides the regular-limit display", async () => {
    renderWidget('flexible');
    await meter(ko.current);
    expect(screen.queryByRole('meter', { name: ko.regular })).toBeNull();
    expect(screen.getByText('31.3시간')).toBeVisible();
    expect(screen.getByText(ko['regular.noLimit'])).toBeVisible();
  });

  it('spec 02 §2: the help dialog has the five topics and returns focus on Esc', async () => {
    const { user } = renderWidget('regular');
    const help = await screen.findByRole('button', { name: ko['help.open'] });
    help.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: ko['help.title'] });
    const topics = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(topics).toEqual([
      ko['help.workType.title'],
      ko['help.current.title'],
      ko['help.maximum.title'],
      ko['help.regular.title'],
      ko['help.overtimeType.title'],
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // react-aria restores focus to the opener on the next frame.
    await waitFor(() => expect(help).toHaveFocus());
  });

  it('spec 02 §2: the dots button goes to MyWorkHour', async () => {
    const { user, onNavigate } = renderWidget('regular');
    await user.click(await screen.findByRole('button', { name: ko.more }));
    expect(onNavigate).toHaveBeenCalledWith('MyWorkHour');
  });

  it('a failed hours call shows the error with a retry', async () => {
    renderWidget('error');
    expect(await screen.findByText(ko['error.load'])).toBeVisible();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeVisible();
  });
});
