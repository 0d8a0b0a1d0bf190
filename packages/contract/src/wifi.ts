import { z } from 'zod';
import { dbText, editVersion } from './common';
import { WIFI_MAX_NETWORKS } from './vocabulary';
export { WIFI_MAX_NETWORKS } from './vocabulary';

const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;

/**
 * One network as the admin writes it. An empty password is an open network. WPA2/WPA3 personal
 * passphrases are 8-63 characters and an SSID at most 32 bytes (a Korean syllable takes 3).
 */
export const wifiNetworkInput = z.object({
  ssid: dbText('네트워크 이름(SSID)을 입력해 주세요.')
    .trim()
    .min(1, { error: '네트워크 이름(SSID)을 입력해 주세요.' })
    .refine((v) => utf8Bytes(v) <= 32, { error: '네트워크 이름은 32바이트(영문 32자, 한글 10자)까지입니다.' }),
  area: dbText('사용할 수 있는 곳을 입력해 주세요.')
    .trim()
    .min(1, { error: '사용할 수 있는 곳을 입력해 주세요.' })
    .max(40, { error: '사용할 수 있는 곳은 40자까지 쓸 수 있습니다.' }),
  password: dbText('비밀번호를 입력해 주세요.').refine((v) => v === '' || (v.length >= 8 && v.length <= 63), {
    error: '비밀번호는 8자 이상 63자 이하입니다. 비밀번호가 없는 네트워크는 비워 두세요.',
  }),
  note: dbText('메모를 입력해 주세요.').trim().max(40, { error: '메모는 40자까지 쓸 수 있습니다.' }),
  /** Its password for students and staff only (the study rooms', the dormitory's): a parent sees the network, not the password. */
  studentsOnly: z.boolean({ error: '학생 전용 여부를 선택해 주세요.' }).default(false),
});
export type WifiNetworkInput = z.input<typeof wifiNetworkInput>;

/** The whole list, saved at once in the order given (the admin's page edits it as one form). */
export const wifiNetworksInput = z
  .object({
    networks: z
      .array(wifiNetworkInput, { error: '네트워크 목록이 올바르지 않습니다.' })
      .max(WIFI_MAX_NETWORKS, { error: `와이파이는 ${WIFI_MAX_NETWORKS}개까지 등록할 수 있습니다.` }),
    /** The list's version the edit was made from (`updatedAt` as read; null: it was empty). */
    updatedAt: editVersion.nullable(),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.networks.forEach((n, i) => {
      const key = n.ssid.trim();
      if (!key) return;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['networks', i, 'ssid'], message: '같은 이름의 네트워크가 이미 있습니다.' });
      seen.add(key);
    });
  });
export type WifiNetworksInput = z.input<typeof wifiNetworksInput>;

/** The admin's view: every field as saved. */
export const staffWifiNetworks = z.object({
  networks: z.array(z.object({ ssid: z.string(), area: z.string(), password: z.string(), note: z.string(), studentsOnly: z.boolean() })),
  updatedAt: z.string().nullable(),
});
export type StaffWifiNetworks = z.infer<typeof staffWifiNetworks>;

/**
 * The guide's view. Everyone sees the names and where they reach; the passwords only a signed-in
 * person (`passwordsShown`), so they are not published to the whole internet, and a students-only
 * network's only students and staff.
 */
export const wifiGuide = z.object({
  networks: z.array(
    z.object({
      ssid: z.string(),
      area: z.string(),
      note: z.string(),
      /** false: an open network. */
      hasPassword: z.boolean(),
      /** null when signed out, for an open network, and for a parent on a students-only one. */
      password: z.string().nullable(),
      studentsOnly: z.boolean(),
    }),
  ),
  passwordsShown: z.boolean(),
});
export type WifiGuide = z.infer<typeof wifiGuide>;
export type WifiGuideNetwork = WifiGuide['networks'][number];
