import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { TagInput } from './TagInput';
import type { TagInputProps } from './TagInput';
import { newTag } from './tagRules';
import type { Tag } from './tagRules';

function box(name: string | RegExp = '관심사') {
  return screen.getByRole('textbox', { name });
}

function tagNames(): string[] {
  return screen.queryAllByRole('row').map((row) => row.textContent ?? '');
}

function liveRegion() {
  const region = document.querySelector('[data-tag-input-live]');
  if (!region) throw new Error('no tag input live region');
  return region;
}

/** The alert shows the text; it is then closed with its one button, as a user must. */
async function acceptAlert(user: ReturnType<typeof userEvent.setup>, text: string, ok = '확인') {
  // The message box is loaded lazily; the first one in a file takes a while on a busy machine.
  expect(await screen.findByRole('alertdialog', {}, { timeout: 10_000 })).toHaveTextContent(text);
  await user.click(screen.getByRole('button', { name: ok }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

function renderTags(props: Partial<TagInputProps> = {}) {
  return renderWithMaru(<TagInput label="관심사" {...props} />);
}

function saved(tagText: string, tagMatchId: number, extra: Partial<Tag> = {}): Tag {
  return { tagMatchId, tagText, tagType: null, enabledFlag: 1, groupName: null, ...extra };
}

describe('TagInput, search preset (spec 01)', () => {
  it('spec 01 §4: Enter adds the typed tag, empties the box and announces it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderTags({ onChange });
    await user.type(box(), '  디자인 {Enter}');
    expect(tagNames()).toEqual(['디자인']);
    expect(box()).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith([newTag('디자인')]);
    expect(liveRegion()).toHaveTextContent('‘디자인’ 태그를 추가했습니다.');
    expect(screen.getByRole('grid', { name: '관심사 등록된 태그' })).toBeInTheDocument();
  });

  it('spec 01 §4: a comma adds the tag and is never typed', async () => {
    const user = userEvent.setup();
    renderTags();
    await user.type(box(), '기획,개발,');
    expect(tagNames()).toEqual(['기획', '개발']);
    expect(box()).toHaveValue('');
  });

  it('spec 01 §5: pasted text splits on commas', async () => {
    const user = userEvent.setup();
    renderTags();
    await user.click(box());
    await user.paste('여행, 사진 ,,음악');
    expect(tagNames()).toEqual(['여행', '사진', '음악']);
  });

  it('spec 01 §5: the 11th tag brings the alert that no more can be registered', async () => {
    const user = userEvent.setup();
    const ten = Array.from({ length: 10 }, (_, i) => newTag(`t${i}`));
    // The text is there from the start: user-event would otherwise fire its own `change` in
    // act() when the alert takes focus mid-render, which React refuses (a test-only artefact).
    renderTags({ defaultValue: ten, defaultInputValue: '초과' });
    await user.click(box());
    await user.keyboard('{Enter}');
    await acceptAlert(user, '더 이상 태그를 등록할 수 없습니다. (최대 10개)');
    expect(tagNames()).toHaveLength(10);
    // Nothing typed is lost, and focus is back in the box.
    await waitFor(() => expect(box()).toHaveFocus());
    expect(box()).toHaveValue('초과');
  });

  it('spec 01 §5: the box takes at most 120 bytes, Hangul counting 2', async () => {
    const user = userEvent.setup();
    renderTags();
    await user.type(box(), '가'.repeat(61));
    expect(box()).toHaveValue('가'.repeat(60));
  });

  it('spec 01 §4: Backspace on an empty box pops the last tag back into the box', async () => {
    const user = userEvent.setup();
    renderTags({ defaultValue: [newTag('a'), newTag('bc')] });
    await user.click(box());
    await user.keyboard('{Backspace}');
    expect(tagNames()).toEqual(['a']);
    expect(box()).toHaveValue('bc');
    expect(liveRegion()).toHaveTextContent('‘bc’ 태그를 삭제했습니다.');
  });

  it('shows the tag counter, spoken as a sentence', async () => {
    renderTags({ defaultValue: [newTag('a')] });
    expect(box()).toHaveAccessibleDescription(
      'Enter 키나 쉼표(,)를 누르면 태그가 추가됩니다. 태그 최대 10개 중 1개 등록',
    );
  });
});

describe('TagInput, post preset (spec 02)', () => {
  it('spec 02 §4: Space adds a tag', async () => {
    const user = userEvent.setup();
    renderTags({ preset: 'post' });
    await user.type(box(), '여행 맛집 ');
    expect(tagNames()).toEqual(['여행', '맛집']);
  });

  it('spec 02 §5/§8: a duplicate is rejected with the existing-tag alert', async () => {
    const user = userEvent.setup();
    renderTags({ preset: 'post', defaultValue: [newTag('여행')] });
    await user.type(box(), '여행{Enter}');
    await acceptAlert(user, '이미 등록된 태그입니다.');
    expect(tagNames()).toEqual(['여행']);
  });

  it('spec 02 §5: with allowDuplicates the same text is added again', async () => {
    const user = userEvent.setup();
    renderTags({ preset: 'post', allowDuplicates: true, defaultValue: [newTag('여행')] });
    await user.type(box(), '여행{Enter}');
    expect(tagNames()).toEqual(['여행', '여행']);
  });

  it('spec 02 §5: at the maximum the box is cleared and nothing is added, without alert', async () => {
    const user = userEvent.setup();
    renderTags({ preset: 'post', maxTags: 1, defaultValue: [newTag('a')] });
    await user.type(box(), 'b{Enter}');
    expect(tagNames()).toEqual(['a']);
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('spec 02 §5: text capped at 20 characters', async () => {
    const user = userEvent.setup();
    renderTags({ preset: 'post' });
    await user.type(box(), 'x'.repeat(25));
    expect(box()).toHaveValue('x'.repeat(20));
  });

  it('spec 02 §4: removing a saved tag flags it enabledFlag 0; a new tag is dropped', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderTags({ preset: 'post', defaultValue: [saved('a', 7), newTag('b')], onChange });
    await user.click(screen.getByRole('button', { name: '‘a’ 태그 삭제' }));
    expect(onChange).toHaveBeenLastCalledWith([saved('a', 7, { enabledFlag: 0 }), newTag('b')]);
    expect(tagNames()).toEqual(['b']);
    await user.click(screen.getByRole('button', { name: '‘b’ 태그 삭제' }));
    expect(onChange).toHaveBeenLastCalledWith([saved('a', 7, { enabledFlag: 0 })]);
    expect(tagNames()).toEqual([]);
    // The list is gone; focus lands in the box rather than on the page.
    expect(box()).toHaveFocus();
  });

  it('spec 02 §5: default tags are shown, counted and cannot be removed', () => {
    renderTags({
      preset: 'post',
      maxTags: 5,
      defaultValue: [saved('공지', 1, { tagType: 'defaultTag' }), newTag('b')],
    });
    expect(screen.getByRole('row', { name: '공지 (기본 태그)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '‘공지’ 태그 삭제' })).not.toBeInTheDocument();
    expect(screen.getByText('2/5개')).toBeInTheDocument();
  });
});

describe('TagInput, keyboard between the box and the tags', () => {
  it('ArrowLeft moves into the tags, arrows move between them, ArrowRight past the last returns', async () => {
    const user = userEvent.setup();
    renderTags({ defaultValue: [newTag('a'), newTag('b')] });
    await user.click(box());
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('row', { name: 'b' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('row', { name: 'a' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box()).toHaveFocus();
  });

  it('Delete removes the focused tag and focus moves to its neighbour', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderTags({ defaultValue: [newTag('a'), newTag('b'), newTag('c')], onChange });
    await user.click(box());
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Delete}');
    expect(tagNames()).toEqual(['a', 'c']);
    expect(onChange).toHaveBeenLastCalledWith([newTag('a'), newTag('c')]);
    expect(liveRegion()).toHaveTextContent('‘b’ 태그를 삭제했습니다.');
    await waitFor(() => expect(screen.getByRole('row', { name: 'c' })).toHaveFocus());
    await user.keyboard('{Backspace}');
    expect(tagNames()).toEqual(['a']);
  });

  it('the tag list is one Tab stop: Tab goes from the first tag to the text box', async () => {
    const user = userEvent.setup();
    renderTags({ defaultValue: [newTag('a'), newTag('b'), newTag('c')] });
    await user.tab();
    expect(screen.getByRole('row', { name: 'a' })).toHaveFocus();
    await user.tab();
    expect(box()).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('row', { name: 'a' })).toHaveFocus();
  });

  it('post preset: Backspace on an empty box focuses the last tag without removing it', async () => {
    const user = userEvent.setup();
    renderTags({ preset: 'post', defaultValue: [newTag('a')] });
    await user.click(box());
    await user.keyboard('{Backspace}');
    expect(tagNames()).toEqual(['a']);
    expect(screen.getByRole('row', { name: 'a' })).toHaveFocus();
  });
});

describe('TagInput, IME composition (GUIDE §3)', () => {
  it('Enter, comma and Backspace during a composition add and remove nothing', () => {
    const onChange = vi.fn();
    renderTags({ defaultValue: [newTag('a')], onChange });
    const input = box();
    act(() => input.focus());
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '한' } });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: ',', keyCode: 229 });
    // Tracked through the composition events even without isComposing on the key event.
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: 'ArrowLeft' });
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
    fireEvent.compositionEnd(input);
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith([newTag('a'), newTag('한')]);
  });

  it('Backspace that deletes the last jamo of a composition pops nothing', () => {
    const onChange = vi.fn();
    renderTags({ defaultValue: [newTag('a')], onChange });
    const input = box();
    fireEvent.compositionStart(input);
    fireEvent.keyDown(input, { key: 'Backspace', isComposing: true });
    fireEvent.compositionEnd(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(tagNames()).toEqual(['a']);
  });
});

describe('TagInput, controlled, states and locales', () => {
  it('controlled: shows `value` and reports changes without keeping its own list', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderTags({ value: [newTag('고정')], onChange });
    await user.type(box(), '새{Enter}');
    expect(onChange).toHaveBeenCalledWith([newTag('고정'), newTag('새')]);
    expect(tagNames()).toEqual(['고정']);
  });

  it('controlled by a parent state, the list follows', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [tags, setTags] = useState<Tag[]>([]);
      return <TagInput label="관심사" value={tags} onChange={setTags} />;
    }
    renderWithMaru(<Parent />);
    await user.type(box(), 'a{Enter}b,');
    expect(tagNames()).toEqual(['a', 'b']);
  });

  it('controlled text box: inputValue and onInputChange', async () => {
    const user = userEvent.setup();
    const onInputChange = vi.fn();
    renderTags({ defaultInputValue: '초안', onInputChange });
    expect(box()).toHaveValue('초안');
    await user.type(box(), '!');
    expect(onInputChange).toHaveBeenLastCalledWith('초안!');
  });

  it('disabled: the box is disabled and tags are neither focusable nor removable', () => {
    renderTags({ disabled: true, defaultValue: [newTag('a')] });
    expect(box()).toBeDisabled();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'a' })).toHaveAttribute('tabindex', '-1');
  });

  it('read-only: tags can be focused but not removed, nothing can be added', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderTags({ readOnly: true, defaultValue: [newTag('a')], onChange });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('row', { name: 'a' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('invalid: the box is marked and described by the error', () => {
    renderTags({ errorMessage: '태그를 하나 이상 입력하세요.' });
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription(/태그를 하나 이상 입력하세요\./);
  });

  it('English strings come from the catalogue', async () => {
    const user = userEvent.setup();
    renderWithMaru(<TagInput label="Interests" defaultValue={[newTag('x')]} />, 'en');
    expect(screen.getByRole('button', { name: 'Remove tag “x”' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Interests' }), 'x{Enter}');
    await acceptAlert(user, 'This tag is already registered.', 'OK');
  });

  it('messages override built-in strings, with {max} filled in', async () => {
    const user = userEvent.setup();
    renderTags({
      maxTags: 1,
      defaultValue: [newTag('a')],
      messages: { tagLimit: '태그는 {max}개까지만!' },
      description: null,
      defaultInputValue: 'b',
    });
    expect(box()).toHaveAccessibleDescription('태그 최대 1개 중 1개 등록');
    await user.click(box());
    await user.keyboard('{Enter}');
    await acceptAlert(user, '태그는 1개까지만!');
  });
});
