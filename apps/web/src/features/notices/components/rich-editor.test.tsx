import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RichEditor } from './rich-editor';

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
});
