import type { Db } from '../client';
import { wifiNetworks } from '../schema';

/** The centre's networks on the Wi-Fi guide. */
export async function seedWifi(db: Db) {
  await db.insert(wifiNetworks).values([
    { position: 0, ssid: 'Cheongram_Study', area: '본관 1~3층 자습실·강의실', password: 'study2026!', note: '학습용', studentsOnly: true },
    { position: 1, ssid: 'Cheongram_Dorm', area: '생활관 전 층', password: 'goodnight27', note: '생활관', studentsOnly: true },
    { position: 2, ssid: 'Cheongram_Guest', area: '1층 로비·상담실', password: 'welcome0271', note: '학부모 방문용' },
  ]);
}
