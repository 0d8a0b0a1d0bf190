import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LibraryEmpty } from './library-empty';

describe('LibraryEmpty', () => {
  it('names the category it was narrowed by, and offers the whole library', () => {
    const onAll = vi.fn();
    render(<LibraryEmpty category="math" q="" onAll={onAll} none="아직 올라온 자료가 없습니다." />);
    expect(screen.getByText('수학 자료는 아직 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText('아직 올라온 자료가 없습니다.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '전체 자료 보기' }));
    expect(onAll).toHaveBeenCalledTimes(1);
  });

  it('says a search in a category found nothing there, not that the words are wrong', () => {
    render(<LibraryEmpty category="english" q="빈칸" onAll={() => {}} none="아직 올라온 자료가 없습니다." />);
    expect(screen.getByText('영어 자료에는 ‘빈칸’에 맞는 것이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '전체에서 찾기' })).toBeInTheDocument();
  });

  it('says the library is empty only when nothing narrowed it', () => {
    render(<LibraryEmpty category="all" q="" onAll={() => {}} none="아직 올라온 자료가 없습니다." />);
    expect(screen.getByText('아직 올라온 자료가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
