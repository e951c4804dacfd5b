import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TagInput } from './TagInput';
import { newTag } from './tagRules';
import type { Tag } from './tagRules';

const interests: Tag[] = ['디자인 시스템', '접근성', 'React'].map(newTag);

/** Post tags as the editor loads them: a board default tag, saved tags, one removed. */
const postTags: Tag[] = [
  { tagMatchId: 11, tagText: '공지', tagType: 'defaultTag', enabledFlag: '1', groupName: 'board' },
  { tagMatchId: 12, tagText: '워크숍', tagType: null, enabledFlag: 1, groupName: null },
  { tagMatchId: 13, tagText: '지난행사', tagType: null, enabledFlag: 0, groupName: null },
  { tagMatchId: 14, tagText: '제주', tagType: null, enabledFlag: null, groupName: null },
];

const ten: Tag[] = [
  '기획',
  '개발',
  '디자인',
  '운영',
  '영업',
  '마케팅',
  '인사',
  '재무',
  '법무',
  '총무',
].map(newTag);

/** Row names in order (the tags as a screen reader lists them). */
function tagNames(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .queryAllByRole('row')
    .map((row) => row.getAttribute('aria-label') ?? '');
}

/** The component's own polite live region. */
function liveRegion(canvasElement: HTMLElement): Element {
  const region = canvasElement.querySelector('[data-tag-input-live]');
  if (!region) throw new Error('no tag input live region');
  return region;
}

/** Fires what a Korean IME sends around a syllable, with the keys that must do nothing. */
function composeHangul(input: HTMLInputElement, syllable: string): void {
  const keydown = (init: KeyboardEventInit) =>
    input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
  input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
  // Chrome: the Enter that ends the composition arrives with isComposing.
  keydown({ key: 'Enter', isComposing: true });
  keydown({ key: ',', isComposing: true });
  keydown({ key: 'Backspace', isComposing: true });
  keydown({ key: 'ArrowLeft', isComposing: true });
  // Safari: keyCode 229 without isComposing.
  keydown({ key: 'Enter', keyCode: 229 });
  input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: syllable }));
}

const meta = {
  title: 'ui/TagInput',
  component: TagInput,
  args: {
    label: '관심 태그',
    placeholder: '태그 입력',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search/profile preset, empty: Enter or comma adds a tag. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '관심 태그' });
    await userEvent.click(input);
    await userEvent.keyboard('백엔드{Enter}프론트엔드,');
    await expect(tagNames(canvasElement)).toEqual(['백엔드', '프론트엔드']);
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith([newTag('백엔드'), newTag('프론트엔드')]);
    await expect(liveRegion(canvasElement)).toHaveTextContent('‘프론트엔드’ 태그를 추가했습니다.');
    input.blur();
  },
};

/** Tags already registered; the counter shows how many of the 10. */
export const WithTags: Story = {
  args: { defaultValue: interests },
};

/** APG-style keys: ArrowLeft from the box, arrows between tags, Delete removes, focus stays. */
export const KeyboardNavigation: Story = {
  args: { defaultValue: interests },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '관심 태그' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('row', { name: 'React' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('row', { name: '접근성' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(tagNames(canvasElement)).toEqual(['디자인 시스템', 'React']);
    await expect(liveRegion(canvasElement)).toHaveTextContent('‘접근성’ 태그를 삭제했습니다.');
    await waitFor(() => expect(canvas.getByRole('row', { name: 'React' })).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('row', { name: '디자인 시스템' })).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowRight}');
    await expect(input).toHaveFocus();
  },
};

/** Spec 01 §4/§5: pasted text splits on commas; Backspace on the empty box pops the last tag. */
export const PasteAndPop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '관심 태그' });
    await userEvent.click(input);
    await userEvent.paste('여행, 사진,,음악 ');
    await expect(tagNames(canvasElement)).toEqual(['여행', '사진', '음악']);
    await userEvent.keyboard('{Backspace}');
    await expect(tagNames(canvasElement)).toEqual(['여행', '사진']);
    await expect(input).toHaveValue('음악');
  },
};

/** Spec 01 §5: the 11th tag is refused with the alert; the typed text stays in the box. */
export const TagLimitAlert: Story = {
  parameters: { layout: 'fullscreen' },
  args: { defaultValue: ten, defaultInputValue: '추가' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '관심 태그' });
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    // The message box portals to <body>, outside the story's canvas.
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(alert).toHaveTextContent('더 이상 태그를 등록할 수 없습니다. (최대 10개)');
    await expect(tagNames(canvasElement)).toHaveLength(10);
    await expect(input).toHaveValue('추가');
  },
};

/** Hangul typed through an IME: Enter, comma, Backspace and arrows while composing do nothing. */
export const ImeComposition: Story = {
  args: { defaultValue: [newTag('기존')] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: '관심 태그' });
    await userEvent.click(input);
    await userEvent.keyboard('한');
    composeHangul(input, '한');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(tagNames(canvasElement)).toEqual(['기존']);
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('한');
    // Once the composition has ended, Enter adds the tag.
    await userEvent.keyboard('{Enter}');
    await expect(tagNames(canvasElement)).toEqual(['기존', '한']);
  },
};

/** Spec 02 preset: Space adds, default tag (not removable) counts, removed saved tags hidden. */
export const PostTags: Story = {
  args: { preset: 'post', label: '게시글 태그', defaultValue: postTags },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(tagNames(canvasElement)).toEqual(['공지 (기본 태그)', '워크숍', '제주']);
    await expect(canvas.queryByRole('button', { name: '‘공지’ 태그 삭제' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '‘워크숍’ 태그 삭제' }));
    // A saved tag is flagged, not dropped (spec 02 §4).
    await expect(args.onChange).toHaveBeenLastCalledWith([
      postTags[0],
      { ...postTags[1], enabledFlag: 0 },
      postTags[2],
      postTags[3],
    ]);
    const input = canvas.getByRole('textbox', { name: '게시글 태그' });
    await userEvent.click(input);
    await userEvent.keyboard('워크숍 ');
    await expect(tagNames(canvasElement)).toEqual(['공지 (기본 태그)', '워크숍', '제주']);
    input.blur();
  },
};

/** Spec 02 §5/§8: a duplicate is refused with the existing-tag alert. */
export const PostDuplicateAlert: Story = {
  parameters: { layout: 'fullscreen' },
  args: { preset: 'post', label: '게시글 태그', defaultValue: postTags, defaultInputValue: '제주' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: '게시글 태그' }));
    await userEvent.keyboard('{Enter}');
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(alert).toHaveTextContent('이미 등록된 태그입니다.');
  },
};

export const Invalid: Story = {
  args: { required: true, errorMessage: '태그를 하나 이상 입력하세요.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '관심 태그 필수' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: interests },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '관심 태그' })).toBeDisabled();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: interests },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: '디자인 시스템' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(tagNames(canvasElement)).toHaveLength(3);
  },
};

/** English: longer hint and remove-button names. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Interests', placeholder: 'Add a tag', defaultValue: interests },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove tag “React”' })).toBeVisible();
    await expect(canvas.getByText('Press Enter or type a comma (,) to add a tag.')).toBeVisible();
  },
};

/** Japanese post preset: full-width hint text. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { preset: 'post', label: 'タグ', placeholder: 'タグを入力', defaultValue: postTags },
};
