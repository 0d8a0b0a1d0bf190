// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectDevice } from './device';

const UA = {
  galaxyChrome:
    'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A536N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  androidKakaoTalk:
    'Mozilla/5.0 (Linux; Android 14; SM-S911N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36;KAKAOTALK 2410420',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  iphoneKakaoTalk:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.7.5',
  iphoneNaver:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NAVER(inapp; search; 2000; 12.3.3)',
  iPadMini:
    'Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  iPadOSDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('detectDevice', () => {
  it.each([
    ['Galaxy Chrome', UA.galaxyChrome, 'android'],
    ['Samsung Internet', UA.samsungInternet, 'android'],
    ['KakaoTalk in-app on Android', UA.androidKakaoTalk, 'android'],
    ['iPhone Safari', UA.iphoneSafari, 'ios'],
    ['KakaoTalk in-app on iPhone', UA.iphoneKakaoTalk, 'ios'],
    ['NAVER in-app on iPhone', UA.iphoneNaver, 'ios'],
    ['iPad (mobile user agent)', UA.iPadMini, 'ios'],
    ['Windows Chrome', UA.windowsChrome, 'PC'],
    ['Windows Edge', UA.windowsEdge, 'PC'],
    ['macOS Safari', UA.macSafari, 'PC'],
    ['Linux Firefox', UA.linuxFirefox, 'PC'],
    ['an empty user agent', '', 'PC'],
  ])('%s is %s', (_, userAgent, expected) => {
    expect(detectDevice(userAgent)).toBe(expected);
  });

  it('counts an iPad sending the desktop macOS user agent as ios when it has touch points', () => {
    expect(detectDevice(UA.iPadOSDesktop, 5)).toBe('ios');
    expect(detectDevice(UA.iPadOSDesktop)).toBe('PC');
    // A Mac with a trackpad reports 0 (or 1 in some browsers).
    expect(detectDevice(UA.macSafari, 1)).toBe('PC');
  });
});
