import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilesField } from './files-field';

let finish: ((saved: { id: string; name: string; size: number }) => void) | null = null;
vi.mock('@/components/ui/upload', () => ({
  uploadFile: () =>
    new Promise((resolve) => {
      finish = resolve;
    }),
}));

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
    await vi.waitFor(() => expect(finish).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'red.png 빼기' }));
    await act(async () => finish!({ id: 'b', name: 'second.png', size: 20 }));
    expect(screen.queryByRole('button', { name: 'red.png 빼기' })).toBeNull();
    expect(screen.getByRole('button', { name: 'second.png 빼기' })).toBeTruthy();
  });
});
