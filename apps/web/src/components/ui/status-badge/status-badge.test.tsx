import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StatusBadge, type StatusTone } from './status-badge';

const tones: StatusTone[] = ['info', 'success', 'danger', 'warning', 'neutral'];

describe('StatusBadge', () => {
  it('shows its word with the tone it was given (info by default)', () => {
    render(
      <>
        <StatusBadge>예약</StatusBadge>
        <StatusBadge tone="danger">노쇼</StatusBadge>
      </>,
    );
    expect(screen.getByText('예약')).toHaveAttribute('data-tone', 'info');
    expect(screen.getByText('노쇼')).toHaveAttribute('data-tone', 'danger');
  });

  it('styles every tone from the tokens, never a literal colour', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'status-badge.module.css'), 'utf8');
    for (const tone of tones) {
      expect(css).toContain(`[data-tone='${tone}']`);
      expect(css).toContain(`var(--tone-${tone}-bg)`);
      expect(css).toContain(`var(--tone-${tone}-text)`);
    }
    expect(css).not.toMatch(/#[0-9a-f]{3,6}\b/i);
  });
});
