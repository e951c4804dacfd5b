// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';
import { defaultVideoHosts, isAllowedContentUrl, isAllowedVideoSrc } from './urlRules';
import { findUnsafe } from './xssChecker';
import { xssPayloads } from './xssPayloads';

/** The configured video hosts, spelled out here rather than read from production code. */
const videoHosts = ['www.youtube.com', 'player.vimeo.com'];

describe('sanitizeHtml: known XSS payloads never survive', () => {
  for (const [group, payloads] of Object.entries(xssPayloads)) {
    describe(group, () => {
      it.each(payloads.map((payload) => [payload]))('%s', (payload) => {
        const output = sanitizeHtml(payload);
        expect(findUnsafe(output, videoHosts)).toEqual([]);
        expect(output).not.toMatch(/<script|<iframe[^>]*srcdoc|javascript:|<svg|<math|<style/i);
        // Mutation XSS: sanitising the output again must change nothing and stay safe.
        expect(sanitizeHtml(output)).toBe(output);
      });
    });
  }

  it('every payload, all in one document, leaves nothing unsafe', () => {
    const everything = Object.values(xssPayloads).flat().join('\n');
    expect(findUnsafe(sanitizeHtml(everything), videoHosts)).toEqual([]);
  });
});

describe('sanitizeHtml: allowed content survives intact', () => {
  it('keeps headings, text formatting, lists, quotes, code, rules and breaks', () => {
    const html =
      '<h2>공지</h2><p>이번 주 <strong>금요일</strong>은 <em>재택</em>입니다.<br><u>필독</u> <s>취소</s> <b>b</b> <i>i</i></p>' +
      '<hr><blockquote>인용</blockquote><ul><li>하나</li></ul><ol><li>둘</li></ol>' +
      '<pre><code>npm run build</code></pre><div><span title="툴팁">범위</span></div>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps tables with caption, sections, colspan and rowspan', () => {
    const html =
      '<table><caption>근무표</caption><colgroup><col width="100"></colgroup><thead><tr><th colspan="2">월</th></tr></thead>' +
      '<tbody><tr><td rowspan="2">A</td><td>B</td></tr></tbody><tfoot><tr><td>합계</td></tr></tfoot></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps images with http(s) sources, alt, width and height inside figures', () => {
    const html =
      '<figure><img src="https://cdn.maru.test/a.png" alt="사진" width="320" height="200"><figcaption>설명</figcaption></figure>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('forces target=_blank and rel="noopener noreferrer" on every link, replacing given values', () => {
    const output = sanitizeHtml(
      '<a href="https://example.com/" target="_self" rel="opener">외부</a>',
    );
    expect(output).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">외부</a>',
    );
  });

  it.each([
    'https://example.com/a?b=1#c',
    'http://example.com/',
    'ftp://files.example.com/a.zip',
    'mailto:help@maru.test?subject=hi',
    '/board/12',
    '#section-2',
  ])('URL schemes http, https, ftp and mailto (and same-site references) pass: %s', (href) => {
    const output = sanitizeHtml(`<a href="${href}">x</a>`);
    expect(output).toContain(`href="${href.replace(/&/g, '&amp;')}"`);
  });

  it.each(['tel:+82101234', 'sms:1234', 'ws://example.com', '//evil.test/x', 'relative/path'])(
    'other URL forms are removed from href and src: %s',
    (url) => {
      expect(sanitizeHtml(`<a href="${url}">x</a>`)).toBe('<a>x</a>');
      expect(sanitizeHtml(`<img src="${url}" alt="a">`)).toBe('<img alt="a">');
    },
  );

  it('keeps iframes from the two default video hosts (exact hostname, https)', () => {
    const youtube =
      '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" allowfullscreen=""></iframe>';
    const vimeo = '<iframe src="https://player.vimeo.com/video/1"></iframe>';
    expect(sanitizeHtml(youtube)).toBe(youtube);
    expect(sanitizeHtml(vimeo)).toBe(vimeo);
    expect(defaultVideoHosts).toEqual(['www.youtube.com', 'player.vimeo.com']);
  });

  it('removes srcdoc even from an allowed video iframe', () => {
    expect(
      sanitizeHtml('<iframe src="https://www.youtube.com/embed/a" srcdoc="<b>x</b>"></iframe>'),
    ).toBe('<iframe src="https://www.youtube.com/embed/a"></iframe>');
  });

  it('videoHosts option: only the configured hosts may be embedded', () => {
    const html =
      '<iframe src="https://video.maru.test/v/1"></iframe><iframe src="https://www.youtube.com/embed/a"></iframe>';
    expect(sanitizeHtml(html, { videoHosts: ['video.maru.test'] })).toBe(
      '<iframe src="https://video.maru.test/v/1"></iframe>',
    );
    expect(sanitizeHtml(html)).toBe('<iframe src="https://www.youtube.com/embed/a"></iframe>');
    expect(
      sanitizeHtml('<iframe src="https://video.maru.test.evil.test/"></iframe>', {
        videoHosts: ['video.maru.test'],
      }),
    ).toBe('');
  });

  it('an image without alt text gets alt="" (decorative) so it is not read as a file name', () => {
    expect(sanitizeHtml('<img src="https://cdn.maru.test/a.png">')).toBe(
      '<img src="https://cdn.maru.test/a.png" alt="">',
    );
  });

  it('drops style, class, id and data attributes but keeps the element and its text', () => {
    expect(sanitizeHtml('<p style="color:red" class="x" id="y" data-z="1">글</p>')).toBe(
      '<p>글</p>',
    );
  });

  it('keeps the text of disallowed wrappers but not of script or style', () => {
    expect(sanitizeHtml('<form><label>이름</label></form>')).toBe('이름');
    expect(sanitizeHtml('<script>alert(1)</script>글')).toBe('글');
  });

  it('returns an empty string for empty or non-string input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(undefined as unknown as string)).toBe('');
  });

  it('does not leak hooks: the shared DOMPurify instance is untouched by sanitizeHtml', () => {
    sanitizeHtml('<a href="https://example.com">x</a>');
    expect(DOMPurify.sanitize('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });
});

describe('URL rules', () => {
  it.each([
    ['https://www.youtube.com/embed/x', true],
    ['https://WWW.YOUTUBE.COM/embed/x', true],
    ['https://www.youtube.com.evil.test/', false],
    ['https://evil.test/?www.youtube.com', false],
    ['https://user@evil.test/', false],
    ['https://www.youtube.com@evil.test/', false],
    ['//www.youtube.com/embed/x', false],
    ['http://www.youtube.com/embed/x', false],
    ['javascript:alert(1)', false],
    ['https://www.youtube.com:444/', false],
    ['', false],
  ])('isAllowedVideoSrc(%s) is %s (exact hostname match, https only)', (src, allowed) => {
    expect(isAllowedVideoSrc(src, defaultVideoHosts)).toBe(allowed);
  });

  it.each([
    ['https://a.test', true],
    ['mailto:a@b.test', true],
    ['ftp://a.test/x', true],
    ['/x', true],
    ['#x', true],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['//a.test', false],
    ['/\\a.test', false],
    ['https:a.test', false],
    ['https://@a.test', false],
    ['java\tscript:alert(1)', false],
    ['x', false],
  ])('isAllowedContentUrl(%s) is %s', (url, allowed) => {
    expect(isAllowedContentUrl(url)).toBe(allowed);
  });
});
