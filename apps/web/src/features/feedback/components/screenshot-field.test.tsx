import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { finishUpload, uploadWaits } from '@/components/ui/held-upload';
import { ScreenshotField } from './screenshot-field';

vi.mock('@/components/ui/upload', async () => (await import('@/components/ui/held-upload')).heldUpload);

type Ref = { id: string; name: string; size: number };
function Form({ initial }: { initial: Ref[] }) {
  const [shots, setShots] = useState<Ref[]>(initial);
  return <ScreenshotField id="shots" value={shots} onChange={setShots} onBusy={() => {}} />;
}

describe('the screenshots of a feedback', () => {
  it('keep out one she took out while another was uploading (it came back on a slow network)', async () => {
    render(<Form initial={[{ id: 'a', name: 'first.png', size: 10 }]} />);
    fireEvent.change(screen.getByLabelText(/사진 고르기/), { target: { files: [new File(['x'], 'second.png', { type: 'image/png' })] } });
    await vi.waitFor(() => expect(uploadWaits()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'first.png 빼기' }));
    await act(async () => finishUpload({ id: 'b', name: 'second.png', size: 20 }));
    expect(screen.queryByRole('button', { name: 'first.png 빼기' })).toBeNull();
    expect(screen.getByRole('button', { name: 'second.png 빼기' })).toBeTruthy();
  });
});
