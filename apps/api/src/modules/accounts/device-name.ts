/** What a device list calls a browser: "Android · Chrome", "iPhone · 삼성 인터넷"; in Korean where Korean users say it so. */
export function deviceName(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const os = /iPad/.test(ua)
    ? 'iPad'
    : /iPhone|iPod/.test(ua)
      ? 'iPhone'
      : /Android/.test(ua)
        ? 'Android'
        : /CrOS/.test(ua)
          ? 'ChromeOS'
          : /Windows/.test(ua)
            ? 'Windows'
            : /Macintosh|Mac OS X/.test(ua)
              ? 'Mac'
              : /Linux/.test(ua)
                ? 'Linux'
                : null;
  const browser = /KAKAOTALK/i.test(ua)
    ? '카카오톡'
    : /NAVER\(inapp|NAVER/.test(ua)
      ? '네이버 앱'
      : /Whale\//.test(ua)
        ? '웨일'
        : /SamsungBrowser\//.test(ua)
          ? '삼성 인터넷'
          : /Edg(e|A|iOS)?\//.test(ua)
            ? 'Edge'
            : /OPR\/|Opera/.test(ua)
              ? 'Opera'
              : /Firefox\/|FxiOS\//.test(ua)
                ? 'Firefox'
                : /Chrome\/|CriOS\/|Chromium\//.test(ua)
                  ? 'Chrome'
                  : /Safari\//.test(ua) && /Version\//.test(ua)
                    ? 'Safari'
                    : null;
  if (os && browser) return `${os} · ${browser}`;
  return os ?? browser ?? '알 수 없는 기기';
}
