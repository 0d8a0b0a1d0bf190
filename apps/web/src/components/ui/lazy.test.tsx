import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy';

function Hello({ name }: { name: string }) {
  return <p>안녕하세요, {name}님</p>;
}

describe('lazyComponent', () => {
  it('shows `loading` until its code has loaded, then the component with its props', async () => {
    let resolve!: (c: typeof Hello) => void;
    const Lazy = lazyComponent(() => new Promise<typeof Hello>((r) => (resolve = r)), { loading: () => <p>여는 중</p> });
    render(<Lazy name="하린" />);
    expect(screen.getByText('여는 중')).toBeInTheDocument();
    resolve(Hello);
    expect(await screen.findByText('안녕하세요, 하린님')).toBeInTheDocument();
  });

  it('with ssr: false renders only `loading` on the server and loads nothing there', () => {
    let loads = 0;
    const Lazy = lazyComponent(
      () => {
        loads++;
        return Promise.resolve(Hello);
      },
      { ssr: false, loading: () => <p>여는 중</p> },
    );
    expect(renderToString(<Lazy name="하린" />)).toContain('여는 중');
    expect(loads).toBe(0);
  });

  it("with ssr: false hydrates the server's `loading` without a mismatch, then shows the component", async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Hello), { ssr: false, loading: () => <p>여는 중</p> });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Lazy name="하린" />);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Lazy name="하린" />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(await screen.findByText('안녕하세요, 하린님')).toBeInTheDocument();
    expect(errors).toEqual([]);
    container.remove();
  });
});
