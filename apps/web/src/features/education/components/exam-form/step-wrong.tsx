'use client';
import { examSubjectLabel } from '@portal/contract/education-labels';
import { questionsOf } from '@portal/contract/exam-score-labels';
import { FieldError } from '@/components/ui/form/field-error';
import { parseWrong, subjectsOf } from '../../lib/exam-draft';
import styles from '../education.module.css';
import form from '../exam-form.module.css';
import { scoreKey, setScore, type StepProps } from './step-props';

/** Step 4: the numbers of the questions she got wrong, as a comma list, with a running count. */
export function StepWrong({ draft, form: f }: StepProps) {
  return (
    <div className={form.rows}>
      <p className={styles.hint}>틀린 문항 번호를 쉼표로 나눠 입력해 주세요. 다 맞혔다면 비워 두세요.</p>
      {subjectsOf(draft).map((s) => {
        const parsed = parseWrong(draft.scores[s].wrong);
        const count = parsed.ok ? new Set(parsed.value).size : null;
        const key = scoreKey(s, 'wrongQuestions');
        const hintId = `${f.fieldId(key)}-hint`;
        return (
          <div key={s} className={form.cell}>
            <label htmlFor={f.fieldId(key)} className={form.label}>
              {examSubjectLabel[s]} 틀린 문항
              {draft.scores[s].elective ? <span className={form.elective}> {draft.scores[s].elective}</span> : null}
            </label>
            <input
              {...f.field(key, hintId)}
              className={styles.input}
              inputMode="text"
              autoComplete="off"
              placeholder="예: 3, 7, 15"
              value={draft.scores[s].wrong}
              onChange={(e) => setScore(f, s, { wrong: e.target.value }, 'wrongQuestions')}
            />
            <span id={hintId} className={styles.meta}>
              1~{questionsOf(s, draft.scores[s].elective)}번{count ? ` · ${count}문항` : ''}
            </span>
            <FieldError id={f.errorId(key)} errors={f.errors[key]} />
          </div>
        );
      })}
    </div>
  );
}
