import { catalogueText, memberProfile, memberWorkStatus } from '@maru/api';
import { findMember } from '@maru/api/fixtures';
import { errorHandler, loadingHandler } from '@maru/api/mocks';
import { Button } from '@maru/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { portalText, shellStoryMeta, type ShellParameters } from '../testing/storyShell';
import { ProfileDialogHost } from './ProfileDialogHost';
import { useOpenProfile } from './useOpenProfile';

const StoryFrame = styled.div`
  min-height: 720px;
  padding: ${({ theme }) => theme.space[6]};
`;

/** A button that opens a member's profile (as the finder, news or palette do), and the host. */
function ProfileOpener({ userId }: { userId: string | null }) {
  const { t } = useTranslation();
  const openProfile = useOpenProfile();
  const member = userId === null ? undefined : findMember(userId);
  return (
    <StoryFrame>
      <Button variant="secondary" onPress={() => openProfile(userId)}>
        {member?.userName ?? t('profile.title')}
      </Button>
      <ProfileDialogHost />
    </StoryFrame>
  );
}

const meta = {
  title: 'portal/ProfileDialog',
  component: ProfileOpener,
  ...shellStoryMeta,
  args: { userId: 'U0001' },
  parameters: {
    ...shellStoryMeta.parameters,
    shell: { path: '/' } satisfies ShellParameters,
    docs: {
      description: {
        component:
          'The member profile dialog (spec 01 §2, §4, §6; 360 px): loading, then photo, work-status tag, names, introduction tags, department and concurrent posts, contacts (chat deep links, mail, group mail, phones, location), the Reporting Line and the Member list. Opened from anywhere with `useOpenProfile()`; mounted once by the signed-in frame. See docs/people-profile.md.',
      },
    },
  },
} satisfies Meta<typeof ProfileOpener>;

export default meta;
type Story = StoryObj<typeof meta>;

const TIMEOUT = { timeout: 5000 };

/** Opens the dialog from the opener button by keyboard (Enter), as a user would. */
async function openByKeyboard(canvasElement: HTMLElement): Promise<HTMLElement> {
  const opener = within(canvasElement).getByRole('button');
  opener.focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: portalText('profile.title') }, TIMEOUT);
}

/** Waits until the profile of `name` is ready (its name heading is there). */
async function profileReady(dialog: HTMLElement, name: RegExp | string) {
  return within(dialog).findByRole('heading', { level: 3, name }, TIMEOUT);
}

/** Leaves no focus ring in the screenshot once the keyboard flow is proven. */
const blurActive = () => (document.activeElement as HTMLElement | null)?.blur();

/** The calls are under way: the dialog says it is loading. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(loadingHandler(memberProfile, { base: '/api' }));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      portalText('profile.loading'),
    );
  },
};

/** A colleague's profile with every contact type, tags, location and both lists. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await profileReady(dialog, '김민준');
    await expect(within(dialog).getByRole('link', { name: /^Slack/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(
      within(dialog).getByRole('region', { name: portalText('profile.reportingLine') }),
    ).toBeVisible();
  },
};

/** userState 2: the retired-member message instead of the profile (spec 01 §4). */
export const Retired: Story = {
  args: { userId: 'U0901' },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await within(dialog).findByText(catalogueText('error.retiredMember', 'ko'), {}, TIMEOUT);
    await expect(within(dialog).queryByRole('heading', { level: 3 })).toBeNull();
  },
};

/** An HR admin: the name and departments link to the HR site (spec 01 §6). */
export const HrAdmin: Story = {
  args: { userId: 'U0006' },
  parameters: { shell: { path: '/', user: 'admin' } satisfies ShellParameters },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    const heading = await profileReady(dialog, /강서준/);
    await expect(within(heading).getByRole('link')).toHaveAttribute(
      'href',
      'https://hr.maru.example/HPE1000/U0006',
    );
  },
};

/**
 * Concurrent posts: one shown, the rest behind the show-more toggle. Play: Tab to the toggle,
 * Enter expands it (aria-expanded true), the hidden post appears. `dual` opens their own
 * profile: a viewer sees only the posts in companies they share (issue 13), and dual shares
 * both of theirs.
 */
export const SubDepartmentsExpanded: Story = {
  args: { userId: 'U0008' },
  parameters: { shell: { path: '/', user: 'dual' } satisfies ShellParameters },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await profileReady(dialog, findMember('U0008')?.userName ?? '');
    const toggle = within(dialog).getByRole('button', {
      name: portalText('profile.showMore', { count: 1 }),
    });
    for (let step = 0; step < 20 && document.activeElement !== toggle; step += 1) {
      await userEvent.tab();
    }
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(portalText('profile.showLess'));
    blurActive();
  },
};

/**
 * Clicking someone in the Member list opens their profile in the same dialog; focus moves to
 * the new name.
 */
export const MemberListOpensAnother: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await profileReady(dialog, '김민준');
    const members = within(dialog).getByRole('region', { name: portalText('profile.members') });
    const [first] = within(members).getAllByRole('button');
    if (!first) throw new Error('the member list is empty');
    const name = first.textContent ?? '';
    await userEvent.click(first);
    const heading = await within(dialog).findByRole('heading', { level: 3 }, TIMEOUT);
    await waitFor(() => expect(heading).toHaveFocus(), TIMEOUT);
    await expect(name.startsWith(heading.textContent ?? '∅')).toBe(true);
    blurActive();
  },
};

/** The status call failed: the tag says 9, left work (spec 01 §4). */
export const StatusCallFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(errorHandler(memberWorkStatus, 500, undefined, { base: '/api' }));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await profileReady(dialog, '김민준');
    await expect(within(dialog).getByText('퇴근')).toBeVisible();
  },
};

/** English: English department names and labels. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement);
    await profileReady(dialog, '김민준');
    const department = within(dialog).getByRole('region', {
      name: portalText('profile.department'),
    });
    await expect(within(department).getByText('Frontend Part · 선임')).toBeVisible();
    await expect(within(dialog).getByText('Working')).toBeVisible();
  },
};
