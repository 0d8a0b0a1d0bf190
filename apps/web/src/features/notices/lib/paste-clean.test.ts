import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './paste-clean';

describe('a paste cut down to what a notice keeps', () => {
  it('keeps a Word table as a table, without the styles, classes, fonts and comments around every word', () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>
<!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]-->
<p class=MsoNormal><span style='font-family:"맑은 고딕"'>학부모님께 알려드립니다.<o:p></o:p></span></p>
<table border=1 class=MsoTableGrid style='border-collapse:collapse'><tr><td width=100 style='padding:0'><p class=MsoNormal><b>날짜</b></p></td><td colspan=2>행사</td></tr>
<tr><td>12/7(월)</td><td rowspan="x">기말고사</td></tr></table></body></html>`;
    const { html, pictures } = cleanPastedHtml(word);
    expect(pictures).toBe(0);
    expect(html.replace(/\n/g, '')).toBe(
      '<p>학부모님께 알려드립니다.</p><table><tbody><tr><td><p><strong>날짜</strong></p></td><td colspan="2">행사</td></tr><tr><td>12/7(월)</td><td>기말고사</td></tr></tbody></table>',
    );
  });

  it('counts the pictures it leaves out, and keeps only http(s) and mailto links', () => {
    const { html, pictures } = cleanPastedHtml(
      '<p>준비물 안내 그림:</p><img src="data:image/png;base64,AAAA"><figure><picture><img src="x.png"></picture></figure><a href="javascript:alert(1)">나쁜 링크</a> <a href="https://example.com/a" target="_self" onclick="x()">안내</a><script>alert(1)</script>',
    );
    expect(pictures).toBe(2);
    expect(html).toBe('<p>준비물 안내 그림:</p><a>나쁜 링크</a> <a href="https://example.com/a">안내</a>');
  });

  it('makes a long Word paste short: what is left is about the size of its words', () => {
    const styled = (text: string) =>
      `<p class=MsoNormal style='margin:0cm;line-height:150%'><span lang=KO style='font-family:"맑은 고딕",sans-serif;mso-bidi-font-family:"맑은 고딕"'>${text}<o:p></o:p></span></p>`;
    const words = Array.from({ length: 100 }, (_, i) => `${i + 1}번째 문단입니다.`);
    const { html } = cleanPastedHtml(words.map(styled).join('\n'));
    expect(html.length).toBeLessThan(words.join('').length + 100 * 8);
  });
});
