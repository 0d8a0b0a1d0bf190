import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pwaGuide } from '../pwa-steps';
import { DeviceGuideTabs } from './device-guide';

const IPAD_DESKTOP_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36';

function browserIs(userAgent: string, maxTouchPoints: number) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  // jsdom has no maxTouchPoints: given for the test, removed after it.
  Object.defineProperty(navigator, 'maxTouchPoints', { value: maxTouchPoints, configurable: true });
}

const selected = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

afterEach(() => {
  vi.restoreAllMocks();
  delete (navigator as { maxTouchPoints?: number }).maxTouchPoints;
});

describe('DeviceGuideTabs', () => {
  it('opens on the device the server detected, with that device’s steps and pictures', () => {
    browserIs(ANDROID_UA, 5);
    render(<DeviceGuideTabs guides={pwaGuide} initial="android" idPrefix="pwa" label="기기 종류" headingLevel={2} />);
    expect(selected()).toBe('안드로이드');
    expect(screen.getByRole('tabpanel')).toHaveTextContent("'홈 화면에 추가' 또는 '앱 설치'");
    expect(screen.getByRole('img', { name: /점 세 개 메뉴 버튼/ })).toHaveAttribute('src', '/images/help/android-menu.svg');
  });

  it('turns to the iPhone steps for an iPad that told the server it is a Mac', () => {
    browserIs(IPAD_DESKTOP_UA, 5);
    render(<DeviceGuideTabs guides={pwaGuide} initial="PC" idPrefix="pwa" label="기기 종류" headingLevel={2} />);
    expect(selected()).toBe('아이폰');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Safari에서만');
  });

  it('lets her pick another device’s steps', () => {
    browserIs(ANDROID_UA, 5);
    render(<DeviceGuideTabs guides={pwaGuide} initial="android" idPrefix="pwa" label="기기 종류" headingLevel={2} />);
    fireEvent.click(screen.getByRole('tab', { name: 'PC' }));
    expect(selected()).toBe('PC');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('주소창 오른쪽의 설치 아이콘');
    // A Mac's Safari has no such icon: its own way is said too.
    expect(screen.getByRole('tabpanel')).toHaveTextContent("Mac의 Safari에서는 메뉴의 '파일' → 'Dock에 추가'");
  });

  it('gives every picture of every guide a Korean description', () => {
    for (const guide of Object.values(pwaGuide)) for (const step of guide.steps) if (step.image) expect(step.image.alt).toMatch(/[가-힣]/);
  });
});
