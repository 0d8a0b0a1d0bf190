import { describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '../endpoint';
import { contentsEndpoints } from './contents';
import { contentsStaffEndpoints } from './contents-staff';
import { educationEndpoints } from './education';
import { educationStaffEndpoints } from './education-staff';
import { endpoints } from './index';
import { reservationsEndpoints } from './reservations';
import { reservationsStaffEndpoints } from './reservations-staff';

/** Domains whose staff endpoints are declared in a module of their own (`<domain>-staff.ts`). */
const split = [
  ['reservations', reservationsEndpoints, reservationsStaffEndpoints],
  ['education', educationEndpoints, educationStaffEndpoints],
  ['contents', contentsEndpoints, contentsStaffEndpoints],
] as const;

const paths = (group: Record<string, AnyEndpoint>) => Object.values(group).map((e) => e.path);

describe('staff endpoints declared apart', () => {
  it.each(split)('%s: the pages of students and parents load no /staff/ path, the staff module only those', (_, own, staff) => {
    expect(paths(own).filter((p) => p.startsWith('/staff/'))).toEqual([]);
    expect(paths(staff).every((p) => p.startsWith('/staff/'))).toBe(true);
  });

  it.each(split)('%s: the domain holds both halves, no name declared twice (one would hide the other)', (domain, own, staff) => {
    const ownKeys = Object.keys(own);
    const staffKeys = Object.keys(staff);
    expect(ownKeys.filter((k) => staffKeys.includes(k))).toEqual([]);
    expect(Object.keys(endpoints[domain]).sort()).toEqual([...ownKeys, ...staffKeys].sort());
    for (const e of Object.values(endpoints[domain]) as AnyEndpoint[]) expect(e.id.startsWith(`${domain}.`)).toBe(true);
  });
});
