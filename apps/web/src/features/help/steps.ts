import type { Device } from '@/lib/device';

/** One step of a guide; `image` is a picture of ours under /images/help/ with its Korean description. */
export type Step = { text: string; image?: { src: string; alt: string } };
export type DeviceGuide = { title: string; before?: string; steps: readonly Step[]; tip?: string };

export const deviceLabel: Record<Device, string> = { android: '안드로이드', ios: '아이폰', PC: 'PC' };
export const devices: readonly Device[] = ['android', 'ios', 'PC'];
