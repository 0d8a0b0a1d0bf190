import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { finishUpload, uploadWaits } from '@/components/ui/held-upload';
import { SickNoteField } from './sick-note-field';

vi.mock('@/components/ui/upload', async () => (await import('@/components/ui/held-upload')).heldUpload);

type Ref = { id: string; name: string; size: number };
function Form({ initial }: { initial: Ref[] }) {
  const [notes, setNotes] = useState<Ref[]>(initial);
  return <SickNoteField id="notes" value={notes} onChange={setNotes} onBusy={() => {}} />;
}

describe('the doctor’s notes of a 병가', () => {
  it('keep out one she took out while another was uploading (it came back and was sent)', async () => {
    render(<Form initial={[{ id: 'a', name: '진단서.pdf', size: 10 }]} />);
    fireEvent.change(screen.getByLabelText(/사진 찍기 · 파일 고르기/), {
      target: { files: [new File(['x'], '처방전.jpg', { type: 'image/jpeg' })] },
    });
    await vi.waitFor(() => expect(uploadWaits()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '진단서.pdf 삭제' }));
    await act(async () => finishUpload({ id: 'b', name: '처방전.jpg', size: 20 }));
    expect(screen.queryByRole('button', { name: '진단서.pdf 삭제' })).toBeNull();
    expect(screen.getByRole('button', { name: '처방전.jpg 삭제' })).toBeTruthy();
  });
});
