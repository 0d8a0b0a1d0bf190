'use client';
import { examSubjectLabel, examSubjectShape } from '@portal/contract/education-labels';
import { absoluteGrade, halfPoints } from '@portal/contract/exam-score-labels';
import { FieldError } from '@/components/ui/form/field-error';
import { parseNumber, subjectsOf } from '../../lib/exam-draft';
import styles from '../education.module.css';
import form from '../exam-form.module.css';
import { scoreKey, setScore, type StepProps } from './step-props';

/** A score or grade as typed, or null when it is not one yet. */
const typed = (text: string) => {
  const n = parseNumber(text);
  return typeof n === 'number' ? n : null;
};

/**
 * Step 3: the raw score of each subject, out of its maximum. Where a subject's grade follows from its
 * score (영어, 한국사, 제2외국어: fixed bands), a grade of step 2 that does not is pointed out, with the fix
 * one tap away: a hint, not a refusal. A grade left empty (not out yet) is offered the same way.
 */
export function StepRawScores({ draft, form: f }: StepProps) {
  return (
    <div className={form.grid}>
      <p className={styles.hint}>
        원점수를 입력해 주세요. 국어·수학·영어는 100점, 한국사·탐구·제2외국어는 50점 만점입니다. 통합사회·통합과학은 0.5점 단위로 쓸 수
        있습니다.
      </p>
      {subjectsOf(draft).map((s) => {
        const key = scoreKey(s, 'rawScore');
        const half = halfPoints(s, draft.scores[s].elective);
        const raw = typed(draft.scores[s].rawScore);
        const grade = typed(draft.scores[s].grade);
        const banded = raw !== null && raw >= 0 && raw <= examSubjectShape[s].maxScore ? absoluteGrade(s, raw) : null;
        const mismatch = banded !== null && banded !== grade ? banded : null;
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
                inputMode={half ? 'decimal' : 'numeric'}
                autoComplete="off"
                maxLength={half ? 4 : 3}
                value={draft.scores[s].rawScore}
                onChange={(e) => setScore(f, s, { rawScore: e.target.value }, 'rawScore')}
              />
              <span className={form.suffix}>/ {examSubjectShape[s].maxScore}점</span>
            </span>
            <FieldError id={f.errorId(key)} errors={f.errors[key]} />
            {mismatch !== null && (
              <p className={form.check} role="status">
                {examSubjectLabel[s]} {raw}점은 {mismatch}등급입니다.{grade !== null ? ` 입력한 등급은 ${grade}등급입니다.` : ''}{' '}
                <button
                  type="button"
                  className={`${styles.linkButton} ${form.checkFix}`}
                  onClick={() => setScore(f, s, { grade: String(mismatch) }, 'grade')}
                >
                  {grade !== null ? `${mismatch}등급으로 고치기` : `${mismatch}등급 넣기`}
                </button>
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
