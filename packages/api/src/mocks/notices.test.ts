import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  holidayNoticeCheck,
  holidayNoticeCheckSchema,
  holidayNoticeConfirm,
  labourRefusalNotice,
  labourRefusalNoticeConfirm,
  NOTICE_ERROR_TEXTS,
  unusedLeaveNotice,
  unusedLeaveNoticeConfirm,
} from '../contract';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { FIXTURE_NOW } from '../fixtures';
import { createHandlers, noticesHandlers } from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () => createApiClient({ baseUrl: 'http://localhost/api' });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('expected an ApiError');
}

describe('noticesHandlers', () => {
  it('answer no notices by default, as part of createHandlers: nothing to show or confirm', async () => {
    server.use(...createHandlers());
    expect(await client().call(holidayNoticeCheck, {})).toMatchObject({
      isHoliday: false,
      notice: null,
    });
    expect(await client().call(unusedLeaveNotice, {})).toEqual({ payload: { result: null } });
    expect(await client().call(labourRefusalNotice, {})).toEqual({ payload: { result: null } });
    // No notice, so no id to confirm: the confirmation calls find nothing.
    const holiday = await failure(
      client().call(holidayNoticeConfirm, { body: { noticeId: 101, noticeYn: 'Y' } }),
    );
    expect(holiday.status).toBe(404);
    const unused = await failure(
      client().call(unusedLeaveNoticeConfirm, { body: { noticeId: 102 } }),
    );
    expect(unused.status).toBe(404);
  });

  it('spec 02 §7: holiday confirm answers updateCnt 1, then 0, and the check turns to Y', async () => {
    server.use(...noticesHandlers({ holiday: 'pending' }));
    const check = holidayNoticeCheckSchema.parse(await client().call(holidayNoticeCheck, {}));
    expect(check).toMatchObject({ isHoliday: true, noticeYn: 'N' });
    const body = { noticeId: check.notice?.noticeId ?? 0, noticeYn: 'Y' as const };
    expect(await client().call(holidayNoticeConfirm, { body })).toEqual({ updateCnt: 1 });
    expect(await client().call(holidayNoticeConfirm, { body })).toEqual({ updateCnt: 0 });
    expect(await client().call(holidayNoticeCheck, {})).toMatchObject({ noticeYn: 'Y' });
  });

  it('spec 02 §5: checkbox N is a 400 with the receipt-not-confirmed text and changes nothing', async () => {
    server.use(...noticesHandlers({ holiday: 'pending', labourRefusal: 'pending' }));
    const holiday = await failure(
      client().call(holidayNoticeConfirm, { body: { noticeId: 101, noticeYn: 'N' } }),
    );
    expect(holiday.status).toBe(400);
    expect(holiday.serverMessage).toBe(NOTICE_ERROR_TEXTS.notConfirmed.ko);
    const labour = await failure(
      client().call(labourRefusalNoticeConfirm, { body: { noticeId: 103, confirmYn: 'N' } }),
    );
    expect(labour.status).toBe(400);
    expect(await client().call(holidayNoticeCheck, {})).toMatchObject({ noticeYn: 'N' });
    expect(await client().call(labourRefusalNotice, {})).toMatchObject({
      payload: { result: { confirmYn: 'N' } },
    });
  });

  it('the unused-leave save is idempotent and an unknown notice is a 404', async () => {
    server.use(...noticesHandlers({ unusedLeave: 'pending', now: FIXTURE_NOW + 60 }));
    const body = { noticeId: 102 };
    await client().call(unusedLeaveNoticeConfirm, { body });
    await client().call(unusedLeaveNoticeConfirm, { body });
    expect(await client().call(unusedLeaveNotice, {})).toMatchObject({
      payload: { result: { confirmYn: 'Y', confirmedAt: FIXTURE_NOW + 60 } },
    });
    const missing = await failure(
      client().call(unusedLeaveNoticeConfirm, { body: { noticeId: 999 } }),
    );
    expect(missing.status).toBe(404);
  });
});
