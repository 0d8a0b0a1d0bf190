import { describe, expect, it } from 'vitest';
import { cleanNoticeHtml, hasText } from './sanitize';

describe('cleanNoticeHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>안녕</p>', '<p>안녕</p>'],
    ['<p><img src="x" onerror="alert(1)">사진</p>', '<p>사진</p>'],
    ['<style>p{color:red}</style><p style="color:red">빨강</p>', '<p>빨강</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="//evil.example/">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="data:text/html,<script>1</script>">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<h1>큰 제목</h1><b>굵게</b><i>기울임</i>', '<h2>큰 제목</h2><strong>굵게</strong><em>기울임</em>'],
    ['<div>문단</div>', '<p>문단</p>'],
    ['<a>빈 링크</a>', '<a>빈 링크</a>'],
    // A schedule pasted as a table stays one: rows and cells, spans as whole numbers, nothing else.
    [
      '<table border="1" style="width:100%"><tr><th colspan="2" class="x">일정</th></tr><tr><td onclick="x()">12/7(월)</td><td rowspan="abc">기말고사</td></tr></table>',
      '<table><tr><th colspan="2">일정</th></tr><tr><td>12/7(월)</td><td>기말고사</td></tr></table>',
    ],
    ['<table><tr><td colspan="1000">넓음</td></tr></table>', '<table><tr><td>넓음</td></tr></table>'],
  ])('%s', (input, output) => {
    expect(cleanNoticeHtml(input)).toBe(output);
  });

  it('tells an empty body from one with words', () => {
    expect(hasText(cleanNoticeHtml('<p>&nbsp;</p><p><br></p>'))).toBe(false);
    expect(hasText(cleanNoticeHtml('<p>한 글자</p>'))).toBe(true);
  });
});
