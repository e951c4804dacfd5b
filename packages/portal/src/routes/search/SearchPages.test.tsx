import { errorCatalogue } from '@maru/api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ko from '../../i18n/locales/ko';
import { profileDialogAtom } from '../../profile';
import { keywordBox, LAZY, openSearch } from './searchTestPage';

describe('unified search page (spec 01 §2)', () => {
  it('spec 01 §3: shows members, posts and menus with the matches marked', async () => {
    openSearch('/search?keyword=%ED%9A%8C%EC%9D%98');
    const users = await screen.findByRole('region', { name: /구성원/ }, LAZY);
    const name = await within(users).findByRole('button', { name: '김회의' }, LAZY);
    expect(name.querySelector('mark')).toHaveTextContent('회의');
    expect(within(users).getByText('회의실운영팀')).toBeVisible();
    // Each section draws its own answer when it arrives.
    const posts = screen.getByRole('region', { name: /게시글/ });
    const title = await within(posts).findByRole('link', { name: '주간 회의록' }, LAZY);
    expect(title).toHaveAttribute('href', '/community/board/3/view/40');
    expect(title.querySelector('mark')).toHaveTextContent('회의');
    expect(within(posts).getByRole('button', { name: '이서연' })).toBeVisible();
    expect(within(posts).getByText('기획팀')).toBeVisible();
    const menus = screen.getByRole('region', { name: /메뉴/ });
    expect(await within(menus).findByRole('link', { name: '회의실 예약' }, LAZY)).toHaveAttribute(
      'href',
      '/ess/myWorkStatus',
    );
    expect(within(menus).getByText('총무 > 회의실 예약')).toBeVisible();
  });

  it('spec 01 §2: clicking a member opens the profile dialog', async () => {
    const { user: pointer, runtime } = openSearch('/search?keyword=%ED%9A%8C%EC%9D%98');
    await pointer.click(await screen.findByRole('button', { name: '김회의' }, LAZY));
    expect(runtime.store.get(profileDialogAtom)).toMatchObject({ status: 'open', userId: 'U0042' });
  });

  it("spec 01 §3: a post's author opens the author's profile, by click and by keyboard", async () => {
    const { user: pointer, runtime } = openSearch('/search?keyword=%ED%9A%8C%EC%9D%98');
    const posts = await screen.findByRole('region', { name: /게시글/ }, LAZY);
    const author = await within(posts).findByRole('button', { name: '이서연' }, LAZY);
    // The author's highlight stays marked inside the button.
    expect(author.querySelector('mark')).toHaveTextContent('서연');
    await pointer.click(author);
    expect(runtime.store.get(profileDialogAtom)).toMatchObject({ status: 'open', userId: 'U0002' });

    act(() => runtime.store.set(profileDialogAtom, { status: 'closed' }));
    act(() => author.focus());
    await pointer.keyboard('{Enter}');
    expect(runtime.store.get(profileDialogAtom)).toMatchObject({ status: 'open', userId: 'U0002' });
  });

  it('spec 01 §2: a post goes to its board view and a tag opens the tag search', async () => {
    const { user: pointer, location } = openSearch('/search?keyword=%ED%9A%8C%EC%9D%98');
    await pointer.click(await screen.findByRole('link', { name: '#주간회의' }, LAZY));
    // react-router navigates in a transition: the address commits once the lazy page loaded.
    await waitFor(() => expect(location().pathname).toBe('/search/detail'), LAZY);
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      keyword: '주간회의',
      type: 'plain',
      title: '주간회의',
      searchType: 'tag',
    });
    await screen.findByRole('heading', { name: '#주간회의 태그 검색 결과' }, LAZY);
    await pointer.click(await screen.findByRole('link', { name: '주간 회의록' }, LAZY));
    await waitFor(() => expect(location().pathname).toBe('/community/board/3/view/40'), LAZY);
  });

  it('spec 01 §5: an empty keyword does nothing', async () => {
    const { user: pointer, location, asked } = openSearch('/search');
    await screen.findByText(ko.search.state.prompt, {}, LAZY);
    await pointer.type(await keywordBox(), '   ');
    const form = screen.getByRole('search', { name: ko.search.form.label });
    await pointer.click(within(form).getByRole('button', { name: ko.search.form.submit }));
    expect(location().search).toBe('');
    expect(asked).toEqual({});
  });

  it('spec 01 §5: a keyword with a backslash is refused with the backslash alert', async () => {
    const { user: pointer, location, asked } = openSearch('/search');
    await pointer.type(await keywordBox(), 'C:\\temp');
    // The button, not Enter: when the alert takes focus from the box mid-commit, user-event
    // fires its change-on-blur inside React's commit (a test-library artefact). Enter in the
    // box is played in the browser (story BackslashAlert).
    const form = screen.getByRole('search', { name: ko.search.form.label });
    await pointer.click(within(form).getByRole('button', { name: ko.search.form.submit }));
    const alert = await screen.findByRole('alertdialog', {}, LAZY);
    expect(alert).toHaveTextContent(errorCatalogue.ko['error.backslash']);
    expect(location().search).toBe('');
    expect(asked).toEqual({});
  });

  it('spec 01 §5 (IME guard): Enter that commits a Hangul syllable does not search', async () => {
    const { user: keys, location, asked } = openSearch('/search');
    const box = await keywordBox();
    await keys.type(box, '회의');
    // user-event cannot compose: the IME's Enter is a key event the browser marks composing.
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    expect(location().search).toBe('');
    // The Enter after the composition searches.
    await keys.keyboard('{Enter}');
    await waitFor(() => expect(new URLSearchParams(location().search).get('keyword')).toBe('회의'));
    await waitFor(() => expect(asked['unified']).toHaveLength(1), LAZY);
  });

  it('spec 01 §4: switching mode runs the matching search and pushes its address', async () => {
    const { user: pointer, location, asked } = openSearch('/search?keyword=%ED%9A%8C%EC%9D%98');
    const modes = await screen.findByRole('navigation', { name: ko.search.mode.label }, LAZY);
    await pointer.click(within(modes).getByRole('link', { name: ko.search.mode.user }));
    await waitFor(() => expect(location().pathname).toBe('/search/detail'), LAZY);
    expect(new URLSearchParams(location().search).get('type')).toBe('user');
    const tree = await screen.findByRole('tree', { name: ko.search.tree.departments }, LAZY);
    expect(within(tree).getByRole('treeitem', { name: /회의실운영팀/ })).toHaveTextContent('25');
    await waitFor(() => expect(asked['users']?.at(-1)?.get('keyword')).toBe('회의'));
    // Choosing a department lists its members.
    await pointer.click(within(tree).getByRole('treeitem', { name: /회의실운영팀/ }));
    await waitFor(() =>
      expect(new URLSearchParams(location().search).get('userMenuSelectKey')).toBe('ORG-7'),
    );
    await waitFor(() => expect(asked['users']?.at(-1)?.get('userMenuSelectKey')).toBe('ORG-7'));
    // 25 members at 10 a page: the pagination pushes page 2.
    const pages = await screen.findByRole('navigation', { name: /구성원 검색 결과 페이지/ }, LAZY);
    await pointer.click(within(pages).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('page')).toBe('2'));
  });

  it('spec 01 §2: a URL copied from detail search restores the same search', async () => {
    const params = new URLSearchParams({
      type: 'post',
      keyword: '계약서',
      period: 'custom',
      startYmd: '2026-01-01',
      endYmd: '2026-01-31',
      searchTargets: 'attachment',
      contentEmbedType: 'photo',
      attachFileType: 'other',
      sort: 'view',
      menuIdField: '3',
      page: '2',
      limit: '10',
    });
    const { asked } = openSearch(`/search/detail?${params.toString()}`);
    await waitFor(() => expect(asked['posts']).toHaveLength(1), LAZY);
    expect(Object.fromEntries(asked['posts']![0]!)).toEqual({
      keyword: '계약서',
      period: 'custom',
      startYmd: '2026-01-01',
      endYmd: '2026-01-31',
      // Spec 01 §5: a Hangul keyword searches attachment names with the Korean analyser.
      searchTargets: 'attachmentKo',
      contentEmbedType: 'photo',
      attachFileType: 'other',
      sort: 'view',
      menuIdField: '3',
      page: '2',
      limit: '10',
    });
    const options = await screen.findByRole('region', { name: ko.search.options.label }, LAZY);
    expect(within(options).getByRole('radio', { name: /직접|custom/i })).toBeChecked();
  });

  it('spec 01 §2: each option box shows its filter and changes it from page 1', async () => {
    const { user: pointer, location } = openSearch(
      '/search/detail?type=post&keyword=%EA%B3%84%EC%95%BD%EC%84%9C&searchTargets=attachment&contentEmbedType=photo&page=3',
    );
    const options = await screen.findByRole('region', { name: ko.search.options.label }, LAZY);
    // A Hangul keyword searches `attachmentKo`; the box shows what the user chose.
    const scope = within(options).getByRole('combobox', { name: ko.search.options.scope });
    expect(scope).toHaveTextContent(ko.search.scope.attachment);
    const media = within(options).getByRole('combobox', { name: ko.search.options.media });
    expect(media).toHaveTextContent(ko.search.media.photo);
    const attachment = within(options).getByRole('combobox', {
      name: ko.search.options.attachment,
    });
    await pointer.click(attachment);
    await pointer.click(screen.getByRole('option', { name: ko.search.attachmentType.video }));
    await waitFor(() =>
      expect(new URLSearchParams(location().search).get('attachFileType')).toBe('video'),
    );
    const params = new URLSearchParams(location().search);
    expect(params.get('page')).toBeNull();
    expect(params.get('contentEmbedType')).toBe('photo');
  });

  it('spec 01 §4: a custom period without both dates makes no post call', async () => {
    const { asked } = openSearch(
      '/search/detail?type=post&keyword=abc&period=custom&startYmd=2026-01-01',
    );
    await screen.findByText(ko.search.state.periodIncomplete, {}, LAZY);
    expect(asked['posts']).toBeUndefined();
  });
});
