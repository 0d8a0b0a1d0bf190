import { z } from 'zod';
import { dbText, editVersion } from './common';

/** The operator's site information record (spec section 1). */
export const siteInfo = z.object({
  serviceTitle: z.string(),
  intranetUrl: z.string(),
  logoUrl: z.string(),
  companyName: z.string(),
  representative: z.string(),
  businessRegistrationNumber: z.string(),
  mailOrderRegistrationNumber: z.string(),
  address: z.string(),
  customerServicePhone: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfo>;

/** A centre whose admin has not filled the record in yet (a new one, without the demo): what pages show. */
export const SITE_DEFAULTS: SiteInfo = {
  serviceTitle: '기숙학원 포털',
  intranetUrl: '',
  logoUrl: '/logo.svg',
  companyName: '',
  representative: '',
  businessRegistrationNumber: '',
  mailOrderRegistrationNumber: '',
  address: '',
  customerServicePhone: '',
};

/** The record as the admin's console reads it: with its version, which her save is made from. */
export const staffSiteInfo = siteInfo.extend({ updatedAt: z.string() });
export type StaffSiteInfo = z.infer<typeof staffSiteInfo>;

/** 을/를 and 은/는 as the label is read (a Hangul syllable with a final consonant takes 을/은). */
const hasFinal = (w: string) => {
  const c = w.charCodeAt(w.length - 1);
  return c >= 0xac00 && c <= 0xd7a3 && (c - 0xac00) % 28 !== 0;
};
const eul = (w: string) => w + (hasFinal(w) ? '을' : '를');
const eun = (w: string) => w + (hasFinal(w) ? '은' : '는');

const siteText = (label: string, max = 120) =>
  dbText(`${eul(label)} 입력해 주세요.`)
    .trim()
    .min(1, { error: `${eul(label)} 입력해 주세요.` })
    .max(max, { error: `${eun(label)} ${max}자까지 입력해 주세요.` });

/** The operator's record of spec section 1, as the admin edits it. */
export const siteInfoInput = z.object({
  serviceTitle: siteText('서비스 이름', 40),
  intranetUrl: z.url({ protocol: /^https?$/, error: '인트라넷 주소는 http:// 또는 https://로 시작해 주세요.' }).max(300),
  logoUrl: dbText('로고 주소를 입력해 주세요.')
    .trim()
    .max(300)
    .refine((v) => v.startsWith('/') || /^https:\/\//.test(v), { error: '로고 주소는 /로 시작하는 경로나 https:// 주소로 입력해 주세요.' }),
  companyName: siteText('회사 이름', 60),
  representative: siteText('대표자 이름', 30),
  businessRegistrationNumber: dbText()
    .trim()
    .regex(/^\d{3}-\d{2}-\d{5}$/, { error: '사업자등록번호는 000-00-00000 형식으로 입력해 주세요.' }),
  mailOrderRegistrationNumber: siteText('통신판매업 신고번호', 60),
  address: siteText('주소', 120),
  customerServicePhone: dbText()
    .trim()
    // A company's own line (1588-1234, 1577-, 1644-, 1899-) as often as an area number.
    .regex(/^(?:\d{2,4}-\d{3,4}-\d{4}|1[5-9]\d{2}-\d{4})$/, { error: '고객센터 번호는 031-771-2480이나 1588-1234처럼 입력해 주세요.' }),
  updatedAt: editVersion,
});
export type SiteInfoInput = z.input<typeof siteInfoInput>;

/**
 * The nightly backup, as the admin's console shows it: `embedded` (made in DATA_DIR/backups, the
 * newest `keepDays` kept), `off` (BACKUP_DAYS=0) or `postgres` (the operator's pg_dump, not ours).
 */
export const backupStatus = z.object({
  kind: z.enum(['embedded', 'off', 'postgres']),
  keepDays: z.number().int(),
  /** The newest backup, or null before the first night. */
  latest: z
    .object({
      /** Its Seoul date. */
      date: z.string(),
      /** Its folder in DATA_DIR/backups (what `npm run restore` is given). */
      folder: z.string(),
      madeAt: z.string(),
      databaseBytes: z.number().int(),
      files: z.number().int(),
      /** Why it was made: the night's job, the admin from the console, or a start about to run an update's migrations. */
      reason: z.enum(['night', 'by-hand', 'before-update']),
    })
    .nullable(),
  /** How many are kept now. */
  count: z.number().int(),
  /** When the next one is made (embedded only). */
  nextAt: z.string().nullable(),
  /** Free space on the disk of DATA_DIR, which holds the database, its backups and (by default) the files (embedded only). */
  diskFreeBytes: z.number().int().nullable(),
});
export type BackupStatus = z.infer<typeof backupStatus>;
