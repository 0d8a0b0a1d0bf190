'use client';
import { examSubjectLabel, examSubjects, foreignElectives, inquiryElectives } from '@portal/contract/education-labels';
import { FieldError } from '@/components/ui/form/field-error';
import { Chips } from '@/components/ui/chips/chips';
import { subjectsOf, withSubjects } from '../../lib/exam-draft';
import styles from '../education.module.css';
import form from '../exam-form.module.css';
import { scoreKey, setScore, type StepProps } from './step-props';

const subjectOptions = examSubjects.map((s) => ({ value: s, label: examSubjectLabel[s] }));

/** Step 2: a grade per subject, the elective of the two inquiry subjects (and the second foreign language). */
export function StepGrades({ draft, form: f }: StepProps) {
  return (
    <div className={form.rows}>
      <div className={form.cell}>
        <span className={form.label} aria-hidden="true">
          응시한 과목
        </span>
        <Chips
          multiple
          label="응시한 과목"
          options={subjectOptions}
          value={subjectsOf(draft)}
          onChange={(next) => f.set((d) => withSubjects(d, next), ['scores'])}
          fieldProps={f.field('scores')}
        />
        <FieldError id={f.errorId('scores')} errors={f.errors.scores} />
      </div>
      <p className={styles.hint}>
        과목별 등급을 1부터 9까지 숫자로 입력해 주세요. 등급이 아직 나오지 않았다면 비워 두고, 발표 뒤에 수정에서 넣으면 됩니다.
      </p>
      {subjectsOf(draft).map((s) => {
        const elective = scoreKey(s, 'elective');
        const grade = scoreKey(s, 'grade');
        return (
          <div key={s} className={form.row}>
            {s === 'inquiry1' || s === 'inquiry2' || s === 'foreign' ? (
              <div className={form.cell}>
                <label htmlFor={f.fieldId(elective)} className={form.label}>
                  {examSubjectLabel[s]} 과목
                </label>
                <select
                  {...f.field(elective)}
                  className={styles.select}
                  value={draft.scores[s].elective}
                  onChange={(e) => setScore(f, s, { elective: e.target.value }, 'elective')}
                >
                  <option value="">과목 선택</option>
                  {(s === 'foreign' ? foreignElectives : inquiryElectives).map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
                <FieldError id={f.errorId(elective)} errors={f.errors[elective]} />
              </div>
            ) : null}
            <div className={form.cell}>
              <label htmlFor={f.fieldId(grade)} className={form.label}>
                {examSubjectLabel[s]} 등급
              </label>
              <span className={form.suffixed}>
                <input
                  {...f.field(grade)}
                  className={styles.input}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={2}
                  value={draft.scores[s].grade}
                  onChange={(e) => setScore(f, s, { grade: e.target.value }, 'grade')}
                />
                <span className={form.suffix} aria-hidden="true">
                  등급
                </span>
              </span>
              <FieldError id={f.errorId(grade)} errors={f.errors[grade]} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
