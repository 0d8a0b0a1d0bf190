import type { Device } from '@/lib/device';
import type { DeviceGuide } from './steps';

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
