/**
 * The apps whose own browser a shared link opens in (KakaoTalk first: links to the portal travel there).
 * Those browsers have no web push and no "add to home screen": she is told to open the page in her
 * phone's browser, by the menu these apps have for it. Apart from lib/device (every page's shell).
 */
const IN_APP: [RegExp, string][] = [
  [/KAKAOTALK/i, '카카오톡'],
  [/NAVER\(inapp/i, '네이버 앱'],
  [/Instagram/, '인스타그램'],
  [/\bLine\//, '라인'],
  [/FBAN|FBAV/, '페이스북'],
];

/** The same patterns as `[source, flags]`, for the early push mark the layout inlines (lib/push-help.ts). */
export const IN_APP_PATTERNS: [string, string][] = IN_APP.map(([pattern]) => [pattern.source, pattern.flags]);

/** The app a page is open in, by its user agent, or null in a browser of its own. */
export function inAppBrowser(userAgent: string): string | null {
  return IN_APP.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/** What she is told there, about notifications. */
export const inAppPushText = (app: string) =>
  `${app} 안의 브라우저에서는 알림을 받을 수 없어요. 화면의 ⋮ 또는 공유 메뉴에서 '다른 브라우저로 열기'를 눌러 주세요.`;
