'use client';
import type { CreateInquiryInput } from '@portal/contract';
import { inquiriesEndpoints } from '@portal/contract/endpoints/inquiries';
import {
  ANY_TEACHER_LABEL,
  inquiryAnswerMethods,
  inquiryCategories,
  inquiryKinds,
  inquirySubjects,
  INQUIRY_LIMITS,
  type InquiryCategory,
  type InquiryKind,
  type InquirySubject,
} from '@portal/contract/inquiries-labels';
import { AppLink } from '@/components/ui/app-link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Chips } from '@/components/ui/chips/chips';
import { FieldError } from '@/components/ui/form/field-error';
import { FormActions } from '@/components/ui/form/form-actions';
import { useForm } from '@/components/ui/form/use-form';
import { SegmentedRadio } from '@/components/ui/radio-group/segmented-radio';
import { EmptyState } from '@/components/ui/states/empty-state';
import { peopleIcon } from '@/components/ui/states/empty-icons/people';
import { useActiveStudent } from '@/lib/active-student';
import { isStaffCategory, pathOf } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useAskInquiry, useInquiryTeachers } from '../api/queries';
import { inquiryAnswerMethodLabels, inquiryCategoryLabels, inquiryKindLabels, inquirySubjectLabels } from '../messages';
import { BLANK_INQUIRY, draftToInput, type InquiryDraft } from '../lib/draft';
import { FilesField } from './files-field';
import { styles } from './styles';

const KIND_HINT: Record<InquiryKind, string> = {
  academic: '공부하다 막힌 문제, 수업 내용, 입시 상담을 선생님께 물어봐요.',
  life: '기숙사 생활, 시설 고장, 그 밖의 불편한 점을 알려 주세요.',
};
/** A mother asks about her child's studies and stay, not about a problem she is stuck on. */
const PARENT_KIND_HINT: Record<InquiryKind, string> = {
  academic: '자녀의 학습, 성적, 입시 상담을 선생님께 여쭤보세요.',
  life: '자녀의 기숙사 생활, 건강, 그 밖의 궁금한 점을 알려 주세요.',
};

/** /contactus/new: a 학습 문의 or a 생활 문의, with files. The draft survives a reload. */
export function InquiryForm() {
  const { isParent, studentId, ready, noChildren, activeStudent } = useActiveStudent();
  const { data: session } = useSession();
  const staff = isStaffCategory(session?.user.category);
  const router = useRouter();
  const ask = useAskInquiry();
  const [uploading, setUploading] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useForm<InquiryDraft, CreateInquiryInput>({
    draftKey: `inquiry-new:${studentId ?? 'self'}`,
    idPrefix: 'inquiry',
    initial: ready ? BLANK_INQUIRY : undefined,
    schema: inquiriesEndpoints.create,
    toInput: (d) => draftToInput(d, studentId),
    submit: async (input, _values, { requestKey }) => {
      await ask.mutateAsync({ body: input, key: requestKey });
      return BLANK_INQUIRY;
    },
    success: { title: '문의를 남겼습니다.', message: '답변이 오면 알려 드릴게요.', as: 'toast' },
    // In the same render as the clean draft, so leaving does not ask.
    onSaved: () => setSaved(true),
  });
  const { confirmLeave } = form;
  const leaving = useRef(false);
  useEffect(() => {
    if (!saved || leaving.current) return;
    leaving.current = true;
    void confirmLeave().then(() => router.replace(pathOf('contactus')));
  }, [saved, confirmLeave, router]);

  const v = form.values;
  const academic = v?.kind === 'academic';
  const teachers = useInquiryTeachers(academic);

  if (staff)
    return (
      <p className={styles.pending}>
        선생님은 <AppLink href={pathOf('staffInquiries')}>문의 관리</AppLink>에서 받은 문의에 답변할 수 있습니다.
      </p>
    );
  if (noChildren) return <EmptyState icon={peopleIcon} title="연결된 자녀가 없습니다" description="학원에 문의해 주세요." />;
  if (!v) return null;
  return (
    <section className={styles.page} aria-labelledby="inquiry-form-title">
      <AppLink
        href={pathOf('contactus')}
        className={styles.back}
        onClick={async (e) => {
          e.preventDefault();
          if (await confirmLeave()) router.push(pathOf('contactus'));
        }}
      >
        ‹ 문의 내역
      </AppLink>
      <h1 id="inquiry-form-title" className={styles.title}>
        문의하기
      </h1>
      {isParent && activeStudent && <p className={styles.viewing}>{activeStudent.name} 학생에 관한 문의를 남깁니다.</p>}
      <form {...form.form} className={styles.form} aria-labelledby="inquiry-form-title">
        <fieldset className={styles.field} {...form.field('kind')}>
          <legend className={styles.label}>어떤 문의인가요?</legend>
          <SegmentedRadio
            label="문의 종류"
            options={inquiryKinds.map((k) => ({ value: k, label: inquiryKindLabels[k] }))}
            value={v.kind || undefined}
            onChange={(kind) => form.set({ kind }, ['kind', 'subject', 'answerMethod', 'category', 'teacherId'])}
          />
          {v.kind && <p className={styles.hint}>{(isParent ? PARENT_KIND_HINT : KIND_HINT)[v.kind]}</p>}
          <FieldError id={form.errorId('kind')} errors={form.errors.kind} />
        </fieldset>

        {academic && (
          <>
            <fieldset className={styles.field} {...form.field('subject')}>
              <legend className={styles.label}>과목</legend>
              <Chips
                label="과목"
                options={inquirySubjects.map((s) => ({ value: s, label: inquirySubjectLabels[s] }))}
                value={v.subject as InquirySubject}
                onChange={(subject) => form.set({ subject })}
              />
              <FieldError id={form.errorId('subject')} errors={form.errors.subject} />
            </fieldset>
            <div className={styles.field}>
              <label htmlFor={form.fieldId('teacherId')} className={styles.label}>
                답변해 주실 선생님
              </label>
              <select
                {...form.field('teacherId')}
                className={styles.select}
                value={v.teacherId}
                onChange={(e) => form.set({ teacherId: e.target.value })}
              >
                <option value="">{ANY_TEACHER_LABEL} (먼저 보는 선생님이 답변)</option>
                {teachers.data?.results.map((t) => (
                  <option key={t.id} value={String(t.id)}>
                    {t.name} 선생님
                  </option>
                ))}
              </select>
              <FieldError id={form.errorId('teacherId')} errors={form.errors.teacherId} />
            </div>
            <fieldset className={styles.field} {...form.field('answerMethod')}>
              <legend className={styles.label}>답변 받을 방법</legend>
              <SegmentedRadio
                label="답변 받을 방법"
                options={inquiryAnswerMethods.map((m) => ({ value: m, label: inquiryAnswerMethodLabels[m] }))}
                value={v.answerMethod || undefined}
                onChange={(answerMethod) => form.set({ answerMethod })}
              />
              <FieldError id={form.errorId('answerMethod')} errors={form.errors.answerMethod} />
            </fieldset>
          </>
        )}

        {v.kind === 'life' && (
          <fieldset className={styles.field} {...form.field('category')}>
            <legend className={styles.label}>분류</legend>
            <Chips
              label="분류"
              options={inquiryCategories.map((c) => ({ value: c, label: inquiryCategoryLabels[c] }))}
              value={v.category as InquiryCategory}
              onChange={(category) => form.set({ category })}
            />
            <FieldError id={form.errorId('category')} errors={form.errors.category} />
          </fieldset>
        )}

        <div className={styles.field}>
          <label htmlFor={form.fieldId('body')} className={styles.label}>
            문의 내용
          </label>
          <textarea
            {...form.field('body')}
            className={styles.textarea}
            rows={6}
            maxLength={INQUIRY_LIMITS.body}
            placeholder={
              isParent
                ? '궁금한 점을 자세히 적어 주시면 더 빨리 답변드릴 수 있어요.'
                : academic
                  ? '교재 이름, 쪽수, 문제 번호를 함께 적어 주시면 더 빨리 답변드릴 수 있어요.'
                  : '언제, 어디서, 어떤 점이 불편한지 적어 주세요.'
            }
            value={v.body}
            onChange={(e) => form.set({ body: e.target.value })}
          />
          <p className={styles.counter} aria-hidden="true">
            {v.body.length}/{INQUIRY_LIMITS.body}
          </p>
          <FieldError id={form.errorId('body')} errors={form.errors.body} />
        </div>
        <FilesField
          id={form.fieldId('attachmentIds')}
          purpose="inquiry-attachment"
          label="첨부 파일 (선택)"
          hint={
            isParent
              ? '함께 보실 자료가 있으면 붙여 주세요.'
              : v.kind === 'life'
                ? '불편한 곳을 찍은 사진이 있으면 붙여 주세요.'
                : '막힌 문제의 사진이나 자료를 붙여 주세요.'
          }
          value={v.files}
          onBusy={setUploading}
          onChange={(files) => form.set({ files }, ['attachmentIds'])}
          errors={form.errors.attachmentIds}
        />
        <FormActions kept={form} label="문의 보내기 버튼">
          <Button type="submit" disabled={form.submitting || uploading}>
            {form.submitting ? '보내는 중…' : '문의 보내기'}
          </Button>
        </FormActions>
      </form>
    </section>
  );
}
