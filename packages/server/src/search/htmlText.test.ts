import { describe, expect, it } from 'vitest';
import { htmlText } from './htmlText';

describe('htmlText: the words of a post a reader sees (issue 14, search index text)', () => {
  it('never keeps the words of attributes, whatever the tag', () => {
    expect(
      htmlText(
        '<p class="lead"><a title="secretword" href="https://intra.example/secretpath">visible</a>' +
          '<img alt="hiddenalt" src="x.png"></p>',
      ),
    ).toBe('visible');
  });

  it('decodes named and numeric entities', () => {
    expect(
      htmlText('<p>R&amp;D &lt;팀&gt; &quot;회의&quot; &#39;안내&#39; &#xAC00;&nbsp;나</p>'),
    ).toBe('R&D <팀> "회의" \'안내\' 가 나');
  });

  it('drops script and style content and comments', () => {
    expect(
      htmlText(
        '<style>.x{color:red}</style><p>보임</p><script>var hidden = 1;</script><!-- 메모 -->',
      ),
    ).toBe('보임');
  });

  it('separates block elements and line breaks by a space, and joins inline ones', () => {
    expect(htmlText('<p>첫 문단</p><p>둘째<br>줄</p><ul><li>하나</li><li>둘</li></ul>')).toBe(
      '첫 문단 둘째 줄 하나 둘',
    );
    expect(htmlText('<p><strong>주간</strong>보고서</p>')).toBe('주간보고서');
  });

  it('keeps Hangul, kana and hanzi as they are and collapses whitespace', () => {
    expect(htmlText('<div>\n  연말정산   안내\n</div><div>お知らせ 通知</div>')).toBe(
      '연말정산 안내 お知らせ 通知',
    );
  });

  it('reads plain text and broken markup without throwing', () => {
    expect(htmlText('그냥 글')).toBe('그냥 글');
    expect(htmlText('<p>닫히지 않은 <b>굵은 글')).toBe('닫히지 않은 굵은 글');
    expect(htmlText('')).toBe('');
  });
});
