import type { Meta, StoryObj } from '@storybook/react-vite';
import { userStudiosFor } from '@maru/api/fixtures';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  notificationLink,
  portalText,
  shellStoryMeta,
  topBarSettled,
  type ShellParameters,
} from '../testing/storyShell';
import { TopBar } from './TopBar';

const meta = {
  title: 'portal/TopBar',
  component: TopBar,
  ...shellStoryMeta,
  parameters: {
    ...shellStoryMeta.parameters,
    shell: { path: '/community' } satisfies ShellParameters,
    docs: {
      description: {
        component:
          'The signed-in top bar (spec 01 §2, §6): company logo, channels by permission and tenant, search, notifications, administration, language, profile menu, and the global mega-menu under them. Stories run against MSW with the demo accounts; see docs/portal-top-bar.md.',
      },
    },
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const shell = (parameters: ShellParameters) => ({ shell: { path: '/community', ...parameters } });

const banner = (canvasElement: HTMLElement) => within(canvasElement).getByRole('banner');
const channelNav = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: portalText('shell.mainNav') });
const megaMenu = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: portalText('shell.megaMenu.label') });
const channelNames = (canvasElement: HTMLElement) =>
  within(channelNav(canvasElement))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The profile menu's button: the header's only menu button. */
function profileButton(canvasElement: HTMLElement): HTMLElement {
  const button = banner(canvasElement).querySelector<HTMLElement>('button[aria-haspopup]');
  if (!button) throw new Error('the top bar has no profile menu button');
  return button;
}

/** Leaves no focus ring in the screenshot once the keyboard walk is proven. */
const blurActive = () => (document.activeElement as HTMLElement | null)?.blur();

/**
 * A plain employee (김민준: one company, no admin flags): community, approval and
 * collaboration only. Play: Tab walks the logo, every channel, then the tools (search,
 * notifications, language, profile) and on into the mega-menu — no administration icon.
 */
export const PlainEmployee: Story = {
  play: async ({ canvasElement }) => {
    await topBarSettled(canvasElement);
    const canvas = within(canvasElement);
    await expect(channelNames(canvasElement)).toEqual([
      portalText('shell.channels.community'),
      portalText('shell.channels.approval'),
      portalText('shell.channels.collaboration'),
    ]);
    await expect(canvas.queryByRole('link', { name: portalText('shell.admin') })).toBeNull();
    const tabOrder = [
      within(banner(canvasElement)).getAllByRole('link')[0],
      ...within(channelNav(canvasElement)).getAllByRole('link'),
      canvas.getByRole('button', { name: portalText('shell.search') }),
      notificationLink(canvasElement),
      canvas.getByRole('combobox', { name: portalText('locale.label') }),
      profileButton(canvasElement),
      within(megaMenu(canvasElement)).getAllByRole('button')[0],
    ];
    for (const element of tabOrder) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
    blurActive();
  },
};

/**
 * An HR and system administrator in two companies (박지훈): the HR channel and the
 * administration icon. Play: Enter on the profile button opens the menu on its first item, and
 * the menu offers the company switch with the current company marked.
 */
export const AdminWithTwoCompanies: Story = {
  parameters: shell({ user: 'admin' }),
  play: async ({ canvasElement }) => {
    await topBarSettled(canvasElement);
    const canvas = within(canvasElement);
    await expect(channelNames(canvasElement)).toContain(portalText('shell.channels.hr'));
    await expect(canvas.getByRole('link', { name: portalText('shell.admin') })).toBeVisible();

    const [current, other] = userStudiosFor('U0003');
    if (!current || !other) throw new Error('the admin fixture should belong to two companies');
    const button = profileButton(canvasElement);
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const currentItem = within(menu).getByRole('menuitem', {
      name: portalText('shell.profile.currentCompany', { company: current.dlName }),
    });
    await waitFor(() => expect(currentItem).toHaveFocus());
    await expect(within(menu).getByRole('menuitem', { name: other.dlName })).toBeVisible();
    await expect(
      within(menu).getByRole('group', { name: portalText('shell.profile.changeCompany') }),
    ).toBeVisible();
    await expect(
      within(menu).getByRole('menuitem', { name: portalText('shell.signOut') }),
    ).toBeVisible();
  },
};

/** A free-trial tenant (윤지아, 마루 랩스): the trial banner above the bar; evaluation and payroll. */
export const FreeTrialTenant: Story = {
  parameters: shell({ user: 'labs' }),
  play: async ({ canvasElement }) => {
    await topBarSettled(canvasElement);
    // The banner's code loads lazily, after the bar.
    const trial = await within(canvasElement).findByRole(
      'region',
      { name: portalText('shell.trial.label') },
      { timeout: 5000 },
    );
    await expect(trial).toBeVisible();
    // The banner sits above the header, outside the banner landmark.
    await expect(banner(canvasElement)).not.toContainElement(trial);
    await expect(channelNames(canvasElement)).toEqual(
      expect.arrayContaining([
        portalText('shell.channels.evaluation'),
        portalText('shell.channels.payroll'),
      ]),
    );
  },
};

/** English: longer channel and menu names, and the English user name on the profile button. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await topBarSettled(canvasElement);
    await expect(profileButton(canvasElement)).toHaveAccessibleName('Minjun Kim');
    await expect(channelNames(canvasElement)).toContain('Approval');
  },
};

/**
 * Many unread notifications: the badge caps the number, the link says the total, and keyboard
 * focus shows the per-system counts as its tooltip at once.
 */
export const WithUnreadCounts: Story = {
  parameters: shell({ counts: { unread: 128, GW: 97, EA: 23, KANBAN: 8 } }),
  play: async ({ canvasElement }) => {
    await topBarSettled(canvasElement);
    const link = notificationLink(canvasElement);
    await expect(link).toHaveAccessibleName(
      portalText('shell.notifications.unread', { count: 128 }),
    );
    for (let step = 0; step < 10 && document.activeElement !== link; step += 1) {
      await userEvent.tab();
    }
    await expect(link).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      portalText('shell.notifications.bySystem', { gw: 97, ea: 23, kanban: 8 }),
    );
  },
};

/**
 * The mega-menu as APG disclosure navigation. Play: Enter opens a panel, Esc closes it and
 * returns focus to its button, Space opens it again; Tab then enters the open panel.
 */
export const MegaMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await topBarSettled(canvasElement);
    const [button] = within(megaMenu(canvasElement)).getAllByRole('button');
    if (!button) throw new Error('the mega-menu has no disclosure button');
    const panel = () => {
      const id = button.getAttribute('aria-controls');
      const element = id ? document.getElementById(id) : null;
      if (!element) throw new Error('the disclosure button controls no panel');
      return element;
    };

    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel()).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel()).not.toBeVisible();
    await expect(button).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(panel()).toContainElement(document.activeElement as HTMLElement);
  },
};
