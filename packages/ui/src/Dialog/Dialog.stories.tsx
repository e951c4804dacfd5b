import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger } from './Dialog';
import type { DialogProps } from './Dialog';

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
  args: { title: '즐겨찾기 설정', defaultOpen: true },
  argTypes: { size: { control: 'inline-radio', options: [360, 640, 650, 840] } },
  // A full-page overlay: the default frame would crop it.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dialogs portal to <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function Actions({ close, cancel, save }: { close: () => void; cancel: string; save: string }) {
  return (
    <>
      <Button variant="secondary" onPress={close}>
        {cancel}
      </Button>
      <Button onPress={close}>{save}</Button>
    </>
  );
}

const koFooter = (close: () => void) => <Actions close={close} cancel="취소" save="저장" />;

const body = (
  <p style={{ margin: 0 }}>
    홈 화면에 보일 즐겨찾기 메뉴를 고르고 순서를 정합니다. 최대 15개까지 선택할 수 있습니다.
  </p>
);

const sized = (size: DialogProps['size'], title: string): Story => ({
  args: { size, title, children: body, footer: koFooter },
});

export const Default: Story = sized(640, '즐겨찾기 설정');
export const Width360: Story = sized(360, '프로필');
export const Width650: Story = sized(650, '근무 시간');
export const Width840: Story = sized(840, '즐겨찾기 설정');

export const WithoutFooter: Story = { args: { size: 360, title: '김민지', children: body } };

const paragraphs = Array.from({ length: 24 }, (_, index) => index + 1);

/** A body taller than the viewport scrolls inside the dialog; header and footer stay put. */
export const LongContentScrolls: Story = {
  args: {
    title: '개인정보 처리방침',
    footer: koFooter,
    children: (
      <>
        {paragraphs.map((number) => (
          <p key={number}>
            제{number}조. 회사는 근태 관리와 급여 계산을 위해 필요한 최소한의 정보만 처리합니다.
          </p>
        ))}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '개인정보 처리방침' });
    // `data-scrollable` follows a measurement of the body after layout (useOverflow), so it
    // may arrive a frame after the dialog does.
    const scroller = await waitFor(() => {
      const body = dialog.querySelector('[data-scrollable]');
      if (!(body instanceof HTMLElement)) throw new Error('the body does not scroll');
      return body;
    });
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    // The page behind is locked.
    await expect(canvasElement.ownerDocument.documentElement.style.overflow).toBe('hidden');
  },
};

/** APG dialog pattern: Enter opens, focus moves in, Tab and Shift+Tab wrap, Esc closes, focus returns. */
export const KeyboardInteraction: Story = {
  args: { defaultOpen: false },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <DialogTrigger label="설정 열기" title={args.title} footer={koFooter}>
        <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          표시 이름
          <input defaultValue="김민지" />
        </label>
      </DialogTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const trigger = screen.getByRole('button', { name: '설정 열기' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '즐겨찾기 설정' });
    await waitFor(() => expect(dialog).toHaveFocus());
    const inside = within(dialog);
    const close = inside.getByRole('button', { name: '닫기' });
    const save = inside.getByRole('button', { name: '저장' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('textbox', { name: '표시 이름' })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: '취소' })).toHaveFocus();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
  },
};

function NestedDialogs(args: DialogProps) {
  const [inner, setInner] = useState(false);
  return (
    <Dialog {...args} size={640} title="즐겨찾기 설정">
      <p>메뉴를 삭제하기 전에 확인이 필요합니다.</p>
      <Button variant="danger" onPress={() => setInner(true)}>
        메뉴 삭제
      </Button>
      <Dialog
        isOpen={inner}
        onOpenChange={setInner}
        size={360}
        title="메뉴 삭제"
        footer={(close) => <Actions close={close} cancel="취소" save="삭제" />}
      >
        <p style={{ margin: 0 }}>선택한 메뉴를 즐겨찾기에서 뺄까요?</p>
      </Dialog>
    </Dialog>
  );
}

/** A dialog opened from a dialog stacks on top; Esc closes only the top one. */
export const Nested: Story = {
  render: (args) => <NestedDialogs {...args} />,
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await screen.findByRole('dialog', { name: '즐겨찾기 설정' });
    const opener = screen.getByRole('button', { name: '메뉴 삭제' });
    await userEvent.click(opener);
    const inner = await screen.findByRole('dialog', { name: '메뉴 삭제' });
    await waitFor(() => expect(inner).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '메뉴 삭제' })).toBeNull());
    await expect(screen.getByRole('dialog', { name: '즐겨찾기 설정' })).toBeVisible();
    await waitFor(() => expect(opener).toHaveFocus());
    // Open it again for the picture: the inner dialog and its underlay above the outer one.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: '메뉴 삭제' });
  },
};

const localized = (
  locale: string,
  title: string,
  text: string,
  cancel: string,
  save: string,
): Story => ({
  globals: { locale },
  args: {
    size: 360,
    title,
    children: <p style={{ margin: 0 }}>{text}</p>,
    footer: (close) => <Actions close={close} cancel={cancel} save={save} />,
  },
});

/** Longer English and Japanese titles wrap beside the close button. */
export const English: Story = localized(
  'en',
  'Favourite menu settings for the home page',
  'Choose the menus shown on your home page and set their order. You can pick up to 15.',
  'Cancel',
  'Save changes',
);

export const Japanese: Story = localized(
  'ja',
  'ホーム画面のお気に入りメニュー設定',
  'ホーム画面に表示するメニューを選び、順序を決めます。最大15個まで選択できます。',
  'キャンセル',
  '保存',
);

export const Chinese: Story = localized(
  'zh',
  '首页收藏菜单设置',
  '选择首页上显示的菜单并设置顺序。最多可选择15个。',
  '取消',
  '保存',
);
