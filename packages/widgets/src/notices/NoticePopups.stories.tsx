import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon';
import type { HttpHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useAtomValue } from 'jotai';
import { holidayNoticeConfirm, labourRefusalNoticeConfirm } from '@maru/api';
import { errorHandler, noticesHandlers, type NoticesMockOptions } from '@maru/api/mocks';
import { StoryWidgets } from '../testing/StoryWidgets';
import { holidayNoticeData, labourRefusalNoticeData } from './atoms';
import { HolidayNoticeHost, LabourRefusalNoticeHost, NoticePopupsHost } from './NoticePopups';
import ko from './intl/ko.json';

/**
 * Marks when both checks have answered (an empty `output` with data-answered), so a story that
 * expects no popup asserts it after the answers, not before.
 */
function AnswerMarker() {
  const holiday = useAtomValue(holidayNoticeData.view);
  const labour = useAtomValue(labourRefusalNoticeData.view);
  return <output data-answered={holiday.status !== 'loading' && labour.status !== 'loading'} />;
}

const meta = {
  title: 'Widgets/NoticePopups',
  component: HolidayNoticeHost,
  args: { onClose: fn() },
  decorators: [
    (Story) => (
      <StoryWidgets>
        <Story />
        <AnswerMarker />
      </StoryWidgets>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The notices that pop up on the home page after sign-in (spec 02 §2, §5, §7): the holiday notice (`GET /hr/ess/leave/annual/fore/detail/is-holiday`, confirmed with `PUT /hr/ess/hr/leave/annual/fore/detail`) and the labour-receipt-refusal notice. Confirm works only with the receipt checkbox ticked. `NoticePopupsHost` shows them one at a time. Needs `MaruProvider` and `WidgetsProvider` above it.',
      },
    },
  },
} satisfies Meta<typeof HolidayNoticeHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice mocks in `options`; `overrides` answer first (a failing save, for instance). */
function mocks(
  options: NoticesMockOptions,
  ...overrides: HttpHandler[]
): Pick<Story, 'beforeEach'> {
  return {
    beforeEach({ msw }) {
      msw.use(...overrides, ...noticesHandlers(options));
    },
  };
}

const HOLIDAY_TITLE = '2026년 회사 지정 연차 휴가일 안내';
const LABOUR_TITLE = '2026년 노무 수령 거부 통지';

const body = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

/** Tabs until `target` has focus (the dialog's focus order: close, content, box, confirm). */
async function tabTo(target: HTMLElement) {
  for (let step = 0; step < 12 && target.ownerDocument.activeElement !== target; step += 1) {
    await userEvent.tab();
  }
  await expect(target).toHaveFocus();
}

/** Waits for a success toast to appear and close by itself, so screenshots never catch it. */
async function expectToast(page: ReturnType<typeof within>, text: string) {
  const list = await page.findByRole('list', { name: '알림' });
  await expect(await within(list).findByText(text)).toBeVisible();
  await waitFor(() => expect(page.queryByText(text)).toBeNull(), { timeout: 8000 });
}

/** Both checks answered and no dialog is open. */
async function expectNoPopup(canvas: HTMLElement) {
  await waitFor(() => expect(canvas.querySelector('output[data-answered="true"]')).not.toBeNull());
  await expect(body(canvas).queryByRole('dialog')).toBeNull();
}

export const HolidayPending: Story = {
  ...mocks({ holiday: 'pending' }),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: HOLIDAY_TITLE });
    await expect(
      within(dialog).getByRole('checkbox', { name: ko['holiday.receipt'] }),
    ).not.toBeChecked();
  },
};

/** The receipt is confirmed already (noticeYn Y): nothing pops up. */
export const HolidayConfirmed: Story = {
  ...mocks({ holiday: 'confirmed' }),
  play: async ({ canvasElement }) => expectNoPopup(canvasElement),
};

/** Keyboard: Tab to Confirm with the box unticked, Enter → the error, focus on the box. */
export const HolidayUntickedConfirm: Story = {
  ...mocks({ holiday: 'pending' }),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: HOLIDAY_TITLE });
    await tabTo(within(dialog).getByRole('button', { name: ko['action.confirm'] }));
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText(ko['error.receiptNotConfirmed'])).toBeVisible();
    await expect(
      within(dialog).getByRole('checkbox', { name: ko['holiday.receipt'] }),
    ).toHaveFocus();
  },
};

/** Keyboard: Space ticks the box, Tab, Enter confirms → success message, the dialog closes. */
export const HolidayConfirmByKeyboard: Story = {
  ...mocks({ holiday: 'pending' }),
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: HOLIDAY_TITLE });
    const box = within(dialog).getByRole('checkbox', { name: ko['holiday.receipt'] });
    await tabTo(box);
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: ko['action.confirm'] })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectToast(page, ko['holiday.success']);
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The save fails: the dialog stays with the tick, and says so. */
export const HolidayServerError: Story = {
  ...mocks({ holiday: 'pending' }, errorHandler(holidayNoticeConfirm, 502)),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: HOLIDAY_TITLE });
    const box = within(dialog).getByRole('checkbox', { name: ko['holiday.receipt'] });
    await tabTo(box);
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(ko['error.save']);
    await expect(box).toBeChecked();
  },
};

export const HolidayPendingEnglish: Story = {
  ...mocks({ holiday: 'pending' }),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: HOLIDAY_TITLE });
    await expect(within(dialog).getByText('Employee no.')).toBeVisible();
  },
};

export const HolidayUntickedConfirmEnglish: Story = {
  ...HolidayUntickedConfirm,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: HOLIDAY_TITLE });
    await tabTo(within(dialog).getByRole('button', { name: 'Confirm' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(dialog).findByText('Receipt not confirmed. Tick the box to confirm.'),
    ).toBeVisible();
  },
};

const labour = { render: () => <LabourRefusalNoticeHost /> } satisfies Pick<Story, 'render'>;

export const LabourRefusalPending: Story = {
  ...labour,
  ...mocks({ labourRefusal: 'pending' }),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: LABOUR_TITLE });
    await expect(
      within(dialog).getByRole('checkbox', { name: ko['labour.receipt'] }),
    ).not.toBeChecked();
  },
};

export const LabourRefusalConfirmed: Story = {
  ...labour,
  ...mocks({ labourRefusal: 'confirmed' }),
  play: async ({ canvasElement }) => expectNoPopup(canvasElement),
};

/** The confirmation checkbox must be ticked: Enter on Confirm without it shows the error. */
export const LabourRefusalUntickedConfirm: Story = {
  ...labour,
  ...mocks({ labourRefusal: 'pending' }),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: LABOUR_TITLE });
    await tabTo(within(dialog).getByRole('button', { name: ko['action.confirm'] }));
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText(ko['error.receiptNotConfirmed'])).toBeVisible();
    await expect(
      within(dialog).getByRole('checkbox', { name: ko['labour.receipt'] }),
    ).toHaveFocus();
  },
};

export const LabourRefusalConfirmByKeyboard: Story = {
  ...labour,
  ...mocks({ labourRefusal: 'pending' }),
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: LABOUR_TITLE });
    await tabTo(within(dialog).getByRole('checkbox', { name: ko['labour.receipt'] }));
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expectToast(page, ko['labour.success']);
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};

export const LabourRefusalServerError: Story = {
  ...labour,
  ...mocks({ labourRefusal: 'pending' }, errorHandler(labourRefusalNoticeConfirm, 500)),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: LABOUR_TITLE });
    await tabTo(within(dialog).getByRole('checkbox', { name: ko['labour.receipt'] }));
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(ko['error.save']);
  },
};

export const LabourRefusalPendingEnglish: Story = {
  ...LabourRefusalPending,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: LABOUR_TITLE });
    await expect(
      within(dialog).getByText('I have read this notice of refusal to accept work.'),
    ).toBeVisible();
  },
};

/** Both pending on the home page: the holiday notice first; Esc postpones it, then the next. */
export const BothOneAtATime: Story = {
  render: () => <NoticePopupsHost />,
  ...mocks({ holiday: 'pending', labourRefusal: 'pending' }),
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await page.findByRole('dialog', { name: HOLIDAY_TITLE });
    await expect(page.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await page.findByRole('dialog', { name: LABOUR_TITLE });
    await expect(page.getAllByRole('dialog')).toHaveLength(1);
  },
};
