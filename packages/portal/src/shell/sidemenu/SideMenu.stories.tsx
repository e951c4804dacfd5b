import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalText, shellStoryMeta, type ShellParameters } from '../../testing/storyShell';
import { SideMenu } from './SideMenu';

const meta = {
  title: 'portal/SideMenu',
  component: SideMenu,
  ...shellStoryMeta,
  decorators: [
    // The width of the fixed-aside layout's menu column.
    (Story) => (
      <div style={{ width: 260, padding: 16 }}>
        <Story />
      </div>
    ),
    ...shellStoryMeta.decorators,
  ],
  parameters: {
    ...shellStoryMeta.parameters,
    docs: {
      description: {
        component:
          "The fixed-aside layout's left menu (spec 01 §2): the area's fixed items, then the server's tree with folders (disclosure buttons), and a collapse button whose state is remembered. Keys: Tab, Enter/Space, ↑/↓, Home/End, →/← open and close folders. See docs/portal-layouts.md.",
      },
    },
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const shell = (parameters: ShellParameters) => ({ shell: parameters });

const menu = (canvasElement: HTMLElement, area: 'community' | 'ess') =>
  within(canvasElement).getByRole('navigation', {
    name: portalText(`layout.sideMenuLabel.${area}`),
  });
const toggle = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: portalText('layout.sideMenuToggle') });

/**
 * A community board page: my posts and my drafts come first, then the server's tree; the
 * folder holding the current board starts open. Play: Enter and Space toggle a folder, →/←
 * open and close it, ↓ moves into it and ← returns to the folder.
 */
export const Community: Story = {
  parameters: shell({ path: '/community/board/13' }),
  play: async ({ canvasElement }) => {
    const nav = menu(canvasElement, 'community');
    const links = within(nav).getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName(portalText('layout.fixedMenu.myArticle'));
    await expect(links[1]).toHaveAccessibleName(portalText('layout.fixedMenu.myDraft'));
    await expect(within(nav).getByRole('link', { name: '회사 소식' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const shortcuts = within(nav).getByRole('button', { name: '바로가기' });
    await expect(shortcuts).toHaveAttribute('aria-expanded', 'false');
    shortcuts.focus();
    await userEvent.keyboard('{Enter}');
    await expect(shortcuts).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(shortcuts).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect(shortcuts).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(nav).getByRole('link', { name: '조직도' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(shortcuts).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(shortcuts).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Home}');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(shortcuts).toHaveFocus();
    shortcuts.blur();
  },
};

/**
 * ESS for a team leader (강서준): my page first, then "내 정보" (open: it holds the current
 * page) and "구성원 관리", which only managers see.
 */
export const Ess: Story = {
  parameters: shell({ user: 'manager', path: '/ess/myInfo' }),
  play: async ({ canvasElement }) => {
    const nav = menu(canvasElement, 'ess');
    await expect(within(nav).getAllByRole('link')[0]).toHaveAccessibleName(
      portalText('layout.fixedMenu.myPage'),
    );
    await expect(within(nav).getByRole('button', { name: '내 정보' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(nav).getByRole('button', { name: '구성원 관리' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/**
 * Collapsed, as remembered from an earlier visit: only the toggle shows. Play: the toggle's
 * aria-expanded follows Enter and Space, and the items come and go with it.
 */
export const Collapsed: Story = {
  parameters: shell({ path: '/community', collapsed: true }),
  play: async ({ canvasElement }) => {
    const button = toggle(canvasElement);
    const myArticle = () =>
      within(canvasElement).queryByRole('link', { name: portalText('layout.fixedMenu.myArticle') });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(myArticle()).toBeNull();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    await expect(myArticle()).toBeVisible();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await expect(myArticle()).toBeNull();
    button.blur();
  },
};

/** While the area's tree loads: the fixed items already, and a skeleton announced as a status. */
export const Loading: Story = {
  parameters: shell({ path: '/community', sideMenu: 'loading' }),
  play: async ({ canvasElement }) => {
    const nav = menu(canvasElement, 'community');
    await expect(within(nav).getByRole('status')).toHaveTextContent(
      portalText('layout.menuLoading'),
    );
  },
};

/** English: the longer English menu names in the same column width. */
export const CommunityEnglish: Story = {
  parameters: shell({ path: '/community/board/13' }),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const nav = menu(canvasElement, 'community');
    await expect(within(nav).getByRole('button', { name: 'Company News' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
