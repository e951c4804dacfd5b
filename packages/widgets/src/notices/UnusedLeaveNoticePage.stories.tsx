import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon';
import type { HttpHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { unusedLeaveNotice, unusedLeaveNoticeConfirm } from '@maru/api';
import {
  errorHandler,
  loadingHandler,
  noticesHandlers,
  type NoticeMockState,
} from '@maru/api/mocks';
import { widgetsDecorator } from '../testing/widgetsDecorator';
import { UnusedLeaveNoticePage } from './UnusedLeaveNoticePage';
import ko from './intl/ko.json';

const meta = {
  title: 'Widgets/UnusedLeaveNoticePage',
  component: UnusedLeaveNoticePage,
  args: { onConfirmed: fn() },
  decorators: [widgetsDecorator()],
  parameters: {
    docs: {
      description: {
        component:
          'The unused-leave notice page (spec 02 §2): department, employee number, name, the HTML content through SafeHtml (the fixture hides a script, an onerror handler and a javascript: link in it; none survives) and Confirm (`PUT /hr/ess/unused/leave/checkPop/save`). The notice comes from `GET /hr/ess/unused/leave/checkPop` (path chosen by us).',
      },
    },
  },
} satisfies Meta<typeof UnusedLeaveNoticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

function mocks(state: NoticeMockState, ...overrides: HttpHandler[]): Pick<Story, 'beforeEach'> {
  return {
    beforeEach({ msw }) {
      msw.use(...overrides, ...noticesHandlers({ unusedLeave: state }));
    },
  };
}

const TITLE = '2026년 미사용 연차휴가 사용 촉진 안내';

const heading = (canvas: HTMLElement, name: string) =>
  within(canvas).findByRole('heading', { level: 1, name });

export const Pending: Story = {
  ...mocks('pending'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, TITLE);
    const content = within(canvasElement).getByRole('region', { name: ko['content.label'] });
    // The sanitiser dropped the script, the handler and the javascript: address.
    await expect(content.querySelector('script, [onerror]')).toBeNull();
    await expect(within(content).getByText('연차 사용 계획서 양식')).not.toHaveAttribute('href');
    await expect((window as { __noticeScriptRan?: boolean }).__noticeScriptRan).toBeUndefined();
  },
};

export const Confirmed: Story = {
  ...mocks('confirmed'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, TITLE);
    await expect(within(canvasElement).getByText(ko['status.confirmed'])).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('button', { name: ko['action.confirm'] }),
    ).toBeNull();
  },
};

/** Keyboard: Tab to Confirm (past the policy link), Enter → success message, confirmed state. */
export const ConfirmByKeyboard: Story = {
  ...mocks('pending'),
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const confirm = await within(canvasElement).findByRole('button', {
      name: ko['action.confirm'],
    });
    for (let step = 0; step < 8 && document.activeElement !== confirm; step += 1) {
      await userEvent.tab();
    }
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = await page.findByRole('list', { name: '알림' });
    await expect(await within(list).findByText(ko['unused.success'])).toBeVisible();
    await waitFor(() => expect(page.queryByText(ko['unused.success'])).toBeNull(), {
      timeout: 8000,
    });
    await expect(within(canvasElement).getByText(ko['status.confirmed'])).toBeVisible();
    await expect(args.onConfirmed).toHaveBeenCalledWith(102);
  },
};

/** The save fails: the button stays and the page says so. */
export const ServerError: Story = {
  ...mocks('pending', errorHandler(unusedLeaveNoticeConfirm, 502)),
  play: async ({ canvasElement }) => {
    const confirm = await within(canvasElement).findByRole('button', {
      name: ko['action.confirm'],
    });
    await userEvent.click(confirm);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      ko['error.save'],
    );
  },
};

export const LoadError: Story = {
  ...mocks('pending', errorHandler(unusedLeaveNotice, 500)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ko['error.load'])).toBeVisible();
  },
};

export const Empty: Story = {
  ...mocks('none'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, ko['unused.title']);
    await expect(within(canvasElement).getByText(ko['unused.empty'])).toBeVisible();
  },
};

export const Loading: Story = {
  ...mocks('pending', loadingHandler(unusedLeaveNotice)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: ko.loading }),
    ).toBeInTheDocument();
  },
};

export const PendingEnglish: Story = {
  ...mocks('pending'),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, TITLE);
    await expect(within(canvasElement).getByText('Employee no.')).toBeVisible();
  },
};

export const ConfirmedEnglish: Story = {
  ...mocks('confirmed'),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Confirmed on /)).toBeVisible();
  },
};
