'use client';
import { examSubjectLabel, examSubjectShape } from '@portal/contract/education-labels';
import { FieldError } from '@/components/ui/form/field-error';
import { subjectsOf } from '../../lib/exam-draft';
import styles from '../education.module.css';
import form from '../exam-form.module.css';
import { scoreKey, setScore, type StepProps } from './step-props';

/** Step 3: the raw score of each subject, out of its maximum. */
export function StepRawScores({ draft, form: f }: StepProps) {
  return (
    <div className={form.grid}>
      <p className={styles.hint}>원점수를 입력해 주세요. 국어·수학·영어는 100점, 한국사·탐구·제2외국어는 50점 만점입니다.</p>
      {subjectsOf(draft).map((s) => {
        const key = scoreKey(s, 'rawScore');
        return (
          <div key={s} className={form.cell}>
            <label htmlFor={f.fieldId(key)} className={form.label}>
              {examSubjectLabel[s]}
              {draft.scores[s].elective ? <span className={form.elective}> {draft.scores[s].elective}</span> : null}
            </label>
            <span className={form.suffixed}>
              <input
                {...f.field(key)}
                className={styles.input}
                inputMode="numeric"
                autoComplete="off"
                maxLength={3}
                value={draft.scores[s].rawScore}
                onChange={(e) => setScore(f, s, { rawScore: e.target.value }, 'rawScore')}
              />
              <span className={form.suffix}>/ {examSubjectShape[s].maxScore}점</span>
            </span>
            <FieldError id={f.errorId(key)} errors={f.errors[key]} />
          </div>
        );
      })}
    </div>
  );
}
