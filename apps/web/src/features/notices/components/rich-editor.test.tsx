import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichEditor } from './rich-editor';

const toast = vi.hoisted(() => ({ show: vi.fn() }));
vi.mock('@/components/ui/kit', () => ({ showToast: toast.show }));

/** The editor in a form whose value can also be set from elsewhere (a draft put back, a merge). */
function Form({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="body-label">본문</span>
      <RichEditor id="body" value={value} onChange={setValue} labelledBy="body-label" />
      <button type="button" onClick={() => setValue('<p>원래 문단.</p><p>송미경이 덧붙임</p>')}>
        합치기
      </button>
      <output>{value}</output>
    </>
  );
}

const area = () => document.getElementById('body')!;

describe('the notice editor', () => {
  it('shows a value set from elsewhere (a merge, a draft put back), and what she types goes on from it', () => {
    render(<Form initial="<p>원래 문단.</p>" />);
    expect(area().innerHTML).toBe('<p>원래 문단.</p>');
    fireEvent.click(screen.getByRole('button', { name: '합치기' }));
    expect(area().innerHTML).toBe('<p>원래 문단.</p><p>송미경이 덧붙임</p>');
    // She types: what is handed up keeps the other teacher's paragraph, and the area is not written over.
    area().innerHTML = '<p>원래 문단. 정우진</p><p>송미경이 덧붙임</p>';
    const typed = area().firstChild;
    fireEvent.input(area());
    expect(screen.getByRole('status')).toHaveTextContent('<p>원래 문단. 정우진</p><p>송미경이 덧붙임</p>');
    expect(area().firstChild).toBe(typed);
  });

  afterEach(() => {
    toast.show.mockClear();
  });

  const paste = (data: Record<string, string>, files: File[] = []) => {
    const event = fireEvent.paste(area(), { clipboardData: { getData: (type: string) => data[type] ?? '', files } });
    return event;
  };

  it('pastes from Word what a notice keeps (a table too), and says a picture goes in the attachments', () => {
    const inserted: string[] = [];
    document.execCommand = vi.fn((_command: string, _ui?: boolean, value?: string) => {
      inserted.push(value ?? '');
      return true;
    });
    render(<Form initial="" />);
    const kept = paste({
      'text/html':
        '<p class=MsoNormal style="color:red">일정</p><table border=1><tr><td>12/7(월)</td></tr></table><img src="data:image/png;base64,AAAA">',
    });
    expect(kept).toBe(false); // the browser's own paste did not run
    expect(inserted).toEqual(['<p>일정</p><table><tbody><tr><td>12/7(월)</td></tr></tbody></table>']);
    expect(toast.show).toHaveBeenCalledWith(expect.objectContaining({ title: '사진은 본문에 넣을 수 없어요.' }));
  });

  it('leaves plain text to the browser, and says so of a screenshot pasted alone', () => {
    document.execCommand = vi.fn(() => true);
    render(<Form initial="" />);
    expect(paste({ 'text/plain': '그냥 글' })).toBe(true);
    expect(document.execCommand).not.toHaveBeenCalled();
    expect(toast.show).not.toHaveBeenCalled();
    paste({}, [new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' })]);
    expect(document.execCommand).not.toHaveBeenCalled();
    expect(toast.show).toHaveBeenCalledTimes(1);
  });
});
