import type { Device } from '@/lib/device';

/** One step of a guide; `image` is a picture of ours under /images/help/ with its Korean description. */
export type Step = { text: string; image?: { src: string; alt: string } };
export type DeviceGuide = { title: string; before?: string; steps: readonly Step[]; tip?: string };

export const deviceLabel: Record<Device, string> = { android: '안드로이드', ios: '아이폰', PC: 'PC' };
export const devices: readonly Device[] = ['android', 'ios', 'PC'];

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
      { text: "'설치'를 누르면 홈 화면에 청람 아이콘이 생겨요. 이제 아이콘으로 바로 열 수 있어요." },
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
      { text: "오른쪽 위 '추가'를 누르면 홈 화면에 청람 아이콘이 생겨요." },
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
      { text: "'설치'를 누르면 바탕화면과 시작 메뉴에 청람 앱이 생겨요." },
    ],
    tip: "아이콘이 보이지 않으면 브라우저 메뉴(⋮ 또는 …)에서 '앱' → '이 사이트를 앱으로 설치' 또는 '페이지를 앱으로 설치'를 찾아 주세요.",
  },
};

/** Joining a Wi-Fi network, per device (/help/wifi). */
export const wifiGuide: Record<Device, DeviceGuide> = {
  android: {
    title: '안드로이드에서 연결하기',
    steps: [
      { text: "'설정' → '연결'(또는 '네트워크 및 인터넷') → 'Wi-Fi'를 열어 주세요." },
      { text: 'Wi-Fi를 켜고 목록에서 위 네트워크 이름을 눌러 주세요.' },
      { text: "비밀번호를 입력하고 '연결'을 누르면 끝이에요." },
    ],
    tip: "연결이 잘 안 되면 네트워크를 길게 눌러 '삭제'한 뒤 다시 연결해 보세요.",
  },
  ios: {
    title: '아이폰·아이패드에서 연결하기',
    steps: [
      { text: "'설정' → 'Wi-Fi'를 열어 주세요." },
      { text: 'Wi-Fi를 켜고 네트워크 목록에서 위 이름을 눌러 주세요.' },
      { text: "암호를 입력하고 오른쪽 위 '연결'을 누르면 끝이에요." },
    ],
    tip: "연결이 잘 안 되면 네트워크 옆 ⓘ → '이 네트워크 설정 지우기' 후 다시 연결해 보세요.",
  },
  PC: {
    title: 'PC에서 연결하기',
    steps: [
      { text: 'Windows는 화면 오른쪽 아래, Mac은 화면 오른쪽 위의 Wi-Fi 아이콘을 눌러 주세요.' },
      { text: "목록에서 위 네트워크 이름을 고르고 '연결'을 눌러 주세요." },
      { text: '네트워크 보안 키(비밀번호)를 입력하면 끝이에요.' },
    ],
  },
};
