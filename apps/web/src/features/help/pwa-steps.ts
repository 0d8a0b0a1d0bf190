import type { Device } from '@/lib/device';
import type { DeviceGuide } from './steps';

/** Adding the portal to the home screen, per device (/help/pwa). */
export const pwaGuide: Record<Device, DeviceGuide> = {
  android: {
    title: 'Chrome에서 설치해요',
    steps: [
      {
        text: 'Chrome으로 포털을 열고 오른쪽 위 메뉴(⋮)를 눌러 주세요.',
        image: { src: '/images/help/android-menu.svg', alt: 'Chrome 화면 오른쪽 위의 점 세 개 메뉴 버튼이 강조된 그림' },
      },
      {
        text: "메뉴에서 '홈 화면에 추가' 또는 '앱 설치'를 눌러 주세요.",
        image: { src: '/images/help/android-add.svg', alt: "펼친 메뉴에서 '홈 화면에 추가' 항목이 강조된 그림" },
      },
      { text: "'설치'를 누르면 홈 화면에 포털 아이콘이 생겨요. 이제 아이콘으로 바로 열 수 있어요." },
    ],
    tip: "삼성 인터넷을 쓴다면 아래 메뉴(≡) → '현재 페이지 추가' → '홈 화면'을 눌러 주세요.",
  },
  ios: {
    title: 'Safari에서 추가해요',
    before:
      '아이폰과 아이패드는 Safari에서만 홈 화면에 추가할 수 있어요. 카카오톡이나 네이버 앱 안에서 열었다면 먼저 Safari로 열어 주세요.',
    steps: [
      {
        text: 'Safari로 포털을 열고 화면 아래 가운데의 공유 버튼(네모에서 위로 향한 화살표)을 눌러 주세요.',
        image: { src: '/images/help/ios-share.svg', alt: 'Safari 화면 아래쪽 도구 막대의 공유 버튼이 강조된 그림' },
      },
      {
        text: "목록을 위로 올려 '홈 화면에 추가'를 눌러 주세요.",
        image: { src: '/images/help/ios-add.svg', alt: "공유 목록에서 '홈 화면에 추가' 항목이 강조된 그림" },
      },
      { text: "오른쪽 위 '추가'를 누르면 홈 화면에 포털 아이콘이 생겨요." },
    ],
    tip: '아이패드에서는 공유 버튼이 화면 위 주소창 옆에 있어요.',
  },
  PC: {
    title: 'Chrome·Edge에서 설치해요',
    steps: [
      {
        text: 'Chrome이나 Edge로 포털을 열고 주소창 오른쪽의 설치 아이콘(모니터에 아래 화살표)을 눌러 주세요.',
        image: { src: '/images/help/pc-install.svg', alt: '브라우저 주소창 오른쪽 끝의 설치 아이콘과 설치 확인 창이 강조된 그림' },
      },
      { text: "'설치'를 누르면 바탕화면과 시작 메뉴(Mac은 응용 프로그램과 Dock)에 포털 앱이 생겨요." },
    ],
    tip: "아이콘이 보이지 않으면 브라우저 메뉴(⋮ 또는 …)에서 '앱' → '이 사이트를 앱으로 설치' 또는 '페이지를 앱으로 설치'를 찾아 주세요. Mac의 Safari에서는 메뉴의 '파일' → 'Dock에 추가'를 눌러 주세요.",
  },
};
