import { z } from 'zod';
import { dbText, hhmm, paged, pageQuery } from './common';
import { alarmKinds } from './vocabulary';
export { alarmKinds } from './vocabulary';

export const alarmKind = z.enum(alarmKinds);
export type AlarmKind = z.infer<typeof alarmKind>;

/** Notification settings: on/off per kind, and quiet days with a time window (or the whole day). */
export const alarmSettings = z
  .object({
    kinds: z.object(
      Object.fromEntries(alarmKinds.map((k) => [k, z.boolean({ error: '켜기 또는 끄기를 선택해 주세요.' })])) as {
        [K in AlarmKind]: z.ZodBoolean;
      },
    ),
    quietDays: z
      .array(z.number().int().min(0, { error: '요일이 올바르지 않습니다.' }).max(6, { error: '요일이 올바르지 않습니다.' }))
      .max(7)
      .refine((d) => new Set(d).size === d.length, { error: '같은 요일이 두 번 있습니다.' }),
    quietAllDay: z.boolean(),
    quietStart: hhmm.nullable(),
    quietEnd: hhmm.nullable(),
  })
  .superRefine((v, ctx) => {
    if (!v.quietDays.length || v.quietAllDay) return;
    if (!v.quietStart) ctx.addIssue({ code: 'custom', path: ['quietStart'], message: '시작 시간을 선택해 주세요.' });
    if (!v.quietEnd) ctx.addIssue({ code: 'custom', path: ['quietEnd'], message: '종료 시간을 선택해 주세요.' });
    if (v.quietStart && v.quietStart === v.quietEnd)
      ctx.addIssue({ code: 'custom', path: ['quietEnd'], message: '종료 시간은 시작 시간과 달라야 합니다.' });
  });
export type AlarmSettings = z.infer<typeof alarmSettings>;

/**
 * One notification of her alarm list, newest first. `link` is the page it is about (with
 * `?student=` when it is about one child of a parent); `readAt` is null while unread.
 */
export const alarm = z.object({
  id: z.number().int(),
  kind: alarmKind,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Alarm = z.infer<typeof alarm>;

/** Her alarm list: `pageToken` is the id of the previous page's last alarm (0: from the newest). */
export const alarmListQuery = pageQuery;
export const alarmList = paged(alarm);

/** After marking read: her unread count now (the profile's badge). */
export const alarmsReadResult = z.object({ unread: z.number().int() });
export type AlarmsReadResult = z.infer<typeof alarmsReadResult>;

/** The page a push notification opened (its link as sent): her unread alarms leading there are read. */
export const alarmsReadLinkInput = z.object({ link: dbText().max(500, { error: '주소가 너무 깁니다.' }) });
