import type { TestApi } from '../../test/harness';

type StudentFields = { className?: string; room?: string; admittedOn?: string; dischargedOn?: string };

/**
 * The admin saves a student's record on the console's form: as it was read, but for the fields given
 * (an empty 입소일 or 퇴소일 unless given, as the form sends a cleared date).
 */
export async function saveStudent(api: TestApi, admin: string, id: number, fields: StudentFields) {
  const p = (await api.request('GET', `/staff/people/${id}/`, { token: admin })).body;
  return api.request('PUT', `/staff/people/${id}/`, {
    token: admin,
    body: {
      username: p.username,
      name: p.name,
      email: p.email ?? '',
      phone: p.phone ?? '',
      className: fields.className ?? p.className ?? '',
      room: fields.room ?? p.room ?? '',
      admittedOn: fields.admittedOn ?? '',
      dischargedOn: fields.dischargedOn ?? '',
      updatedAt: p.updatedAt,
    },
  });
}
