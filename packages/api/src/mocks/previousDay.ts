import { HttpResponse, type HttpHandler } from 'msw';
import { commuteHours, commuteSettings, previousDay, type PreviousDay } from '../contract';
import {
  previousDayEmptyFixture,
  previousDayFixture,
  previousDayRequestedFixture,
  workHoursScenarios,
  workHoursScenarioSettings,
  type WorkHoursScenario,
} from '../fixtures';
import { endpointHandler, type MockBaseOptions } from './endpointUrl';

/** The previous work day as the widget may find it. */
export type PreviousDayScenario = 'recorded' | 'requested' | 'empty';

const PREVIOUS_DAYS: Record<PreviousDayScenario, PreviousDay> = {
  recorded: previousDayFixture(),
  requested: previousDayRequestedFixture,
  empty: previousDayEmptyFixture,
};

export interface PreviousDayMockOptions extends MockBaseOptions {
  /** 'recorded' (a complete day) by default. */
  scenario?: PreviousDayScenario;
}

/** GET /hr/commute/previous-day answering the scenario's fixture (read-only, no state). */
export function previousDayHandlers(options: PreviousDayMockOptions = {}): HttpHandler[] {
  const day = PREVIOUS_DAYS[options.scenario ?? 'recorded'];
  return [endpointHandler(previousDay, () => HttpResponse.json(day), options)];
}

export interface WorkHoursMockOptions extends MockBaseOptions {
  scenario: WorkHoursScenario;
}

/**
 * The hours and settings calls answering one work-hour scenario (overtime, cap, 496 scale,
 * code 40). Use them before `commuteHandlers()`, which answer the same calls with the
 * default week: MSW takes the first matching handler.
 */
export function workHoursHandlers(options: WorkHoursMockOptions): HttpHandler[] {
  const { scenario } = options;
  return [
    endpointHandler(
      commuteHours,
      () => HttpResponse.json(workHoursScenarios[scenario].hours),
      options,
    ),
    endpointHandler(
      commuteSettings,
      ({ request }) => {
        const ymd = new URL(request.url).searchParams.get('ymd') ?? '2026-11-20';
        return HttpResponse.json(workHoursScenarioSettings(scenario, ymd));
      },
      options,
    ),
  ];
}
