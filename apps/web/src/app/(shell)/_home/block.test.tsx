// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { statusOf } from './block';

describe('statusOf', () => {
  it('shows data once there is some, even when a refetch failed', () => {
    expect(statusOf({ data: [], isError: true })).toBe('ready');
  });
  it('fails only a card whose query failed without data, and waits for every query', () => {
    expect(statusOf({ data: undefined, isError: true })).toBe('failed');
    expect(statusOf({ data: undefined, isError: false })).toBe('loading');
    expect(statusOf({ data: 1, isError: false }, { data: undefined, isError: false })).toBe('loading');
  });
});
