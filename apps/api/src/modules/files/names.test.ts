import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition } from './names';

describe('cleanFileName', () => {
  it.each([
    ['a Korean name as it is', '진단서.png', 'png', '진단서.png'],
    ['decomposed Korean composed (macOS)', '진단서.png'.normalize('NFD'), 'png', '진단서.png'],
    ['folders dropped', 'C:\\Users\\하린\\사진.jpg', 'jpg', '사진.jpg'],
    ['control and direction-override characters dropped', 'a\u0000b\u202e\u200bc.pdf', 'pdf', 'abc.pdf'],
    ['the extension of the detected type', 'note.html', 'png', 'note.png'],
    ['jpeg kept for a JPEG', 'IMG_0001.JPEG', 'jpg', 'IMG_0001.jpeg'],
    ['no name at all', '', 'pdf', '진단서.pdf'],
    ['only dots', '...', 'png', '진단서.png'],
    ['a hidden-file name', '.bashrc', 'png', 'bashrc.png'],
  ])('%s', (_what, sent, ext, expected) => {
    expect(cleanFileName(sent, ext, '진단서')).toBe(expected);
  });

  it('keeps at most 100 characters of the name, and the extension', () => {
    const name = cleanFileName(`${'가'.repeat(300)}.png`, 'png');
    expect(name).toBe(`${'가'.repeat(100)}.png`);
  });
});

describe('contentDisposition', () => {
  it('gives old clients an ASCII stand-in and current ones the UTF-8 name (RFC 6266/5987)', () => {
    expect(contentDisposition('진단서.pdf')).toBe(`attachment; filename="file.pdf"; filename*=UTF-8''%EC%A7%84%EB%8B%A8%EC%84%9C.pdf`);
    expect(contentDisposition("it's (1).png")).toBe(`attachment; filename="it's (1).png"; filename*=UTF-8''it%27s%20%281%29.png`);
  });

  it('never lets a quote, backslash or semicolon break the header', () => {
    const header = contentDisposition('a";b\\c.png');
    expect(header.startsWith('attachment; filename="a__b_c.png"; filename*=UTF-8\'\'')).toBe(true);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('a";b\\c.png');
  });
});
