import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { finishUpload, uploadWaits } from '@/components/ui/held-upload';
import { FilesField } from './files-field';

vi.mock('@/components/ui/upload', async () => (await import('@/components/ui/held-upload')).heldUpload);

type Ref = { id: string; name: string; size: number };
function Form({ initial }: { initial: Ref[] }) {
  const [files, setFiles] = useState<Ref[]>(initial);
  return (
    <FilesField
      id="files"
      purpose="inquiry-attachment"
      label="파일"
      hint="사진을 붙여 주세요."
      value={files}
      onChange={setFiles}
      onBusy={() => {}}
    />
  );
}

describe('the files of an inquiry', () => {
  it('keep out a file she took out while another was uploading', async () => {
    render(<Form initial={[{ id: 'a', name: 'red.png', size: 10 }]} />);
    fireEvent.change(screen.getByLabelText(/파일 고르기/), { target: { files: [new File(['x'], 'second.png', { type: 'image/png' })] } });
    await vi.waitFor(() => expect(uploadWaits()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'red.png 빼기' }));
    await act(async () => finishUpload({ id: 'b', name: 'second.png', size: 20 }));
    expect(screen.queryByRole('button', { name: 'red.png 빼기' })).toBeNull();
    expect(screen.getByRole('button', { name: 'second.png 빼기' })).toBeTruthy();
  });
});
