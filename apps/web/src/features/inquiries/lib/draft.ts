import type { InquiryAnswerMethod, InquiryCategory, InquiryKind, InquirySubject } from '@portal/contract/inquiries-labels';

/** What the new-inquiry form holds while she writes (kept as a draft across a reload). */
export type InquiryDraft = {
  kind: InquiryKind | '';
  subject: InquirySubject | '';
  /** '' is any teacher. */
  teacherId: string;
  answerMethod: InquiryAnswerMethod | '';
  category: InquiryCategory | '';
  body: string;
  files: { id: string; name: string; size: number }[];
};

export const BLANK_INQUIRY: InquiryDraft = { kind: '', subject: '', teacherId: '', answerMethod: 'app', category: '', body: '', files: [] };

/**
 * The request a draft stands for: only the fields of the chosen kind (a 생활 문의 sends no subject even
 * if she picked one before switching), the teacher as a number or null for any teacher, blanks left
 * out so the contract names what is missing.
 */
export function draftToInput(d: InquiryDraft, studentId: number | undefined) {
  const academic = d.kind === 'academic';
  return {
    kind: d.kind || undefined,
    studentId,
    subject: academic ? d.subject || undefined : undefined,
    teacherId: academic ? (d.teacherId ? Number(d.teacherId) : null) : undefined,
    answerMethod: academic ? d.answerMethod || undefined : undefined,
    category: d.kind === 'life' ? d.category || undefined : undefined,
    body: d.body,
    attachmentIds: d.files.length ? d.files.map((f) => f.id) : undefined,
  };
}
