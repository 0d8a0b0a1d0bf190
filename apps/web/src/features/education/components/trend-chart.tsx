'use client';
import type { ExamRecord, ExamTrend } from '@portal/contract';
import { examSubjectLabel, examSubjects, inquiryElectives, type ExamSubject } from '@portal/contract/education-labels';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDate } from '@portal/contract/dates';
import { Chips } from '@/components/ui/chips/chips';
import { gradeText } from '../lib/grades';
import { AXIS_FONT_PX, COLUMN_LEAST, chartBox, columnX, gradeY, linePath, splitLabel } from '../lib/chart';
import styles from './trend-chart.module.css';

const GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * What a chip draws: a subject, or one inquiry subject by its name (`탐구:생명과학Ⅰ`), wherever she wrote
 * it, 탐구1 or 탐구2. A line per slot joined 생명과학Ⅰ to 생활과 윤리 when she changed subjects, and
 * measured both against one goal (an exam-domain audit).
 */
type ChartKey = ExamSubject | `탐구:${string}`;
const INQUIRY = '탐구:';

const labelOf = (key: ChartKey) => (key.startsWith(INQUIRY) ? key.slice(INQUIRY.length) : examSubjectLabel[key as ExamSubject]);

function scoreOf(r: ExamRecord, key: ChartKey) {
  if (!key.startsWith(INQUIRY)) return r.scores[key as ExamSubject];
  const name = key.slice(INQUIRY.length);
  return r.scores.inquiry1?.elective === name ? r.scores.inquiry1 : r.scores.inquiry2?.elective === name ? r.scores.inquiry2 : null;
}

/** A year's name on the chart (2025년, 12 px): the room it takes before the next year's line. */
const YEAR_LABEL_PX = 46;

/**
 * Grade per exam of one subject, with her goal as a dashed line. Hand-drawn SVG (no chart library):
 * the picture has a spoken summary, and the same numbers are one tap away as a table.
 */
export function TrendChart({ trend }: { trend: ExamTrend }) {
  const [chosen, setSubject] = useState<ChartKey>('korean');
  const id = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const records = trend.records;
  // Her inquiry subjects by name, in the answer sheet's order; 탐구1 and 탐구2 before she has any.
  const electives = new Set(records.flatMap((r) => [r.scores.inquiry1?.elective, r.scores.inquiry2?.elective]));
  const inquiries: ChartKey[] = electives.size
    ? inquiryElectives.filter((name) => electives.has(name)).map((name) => `${INQUIRY}${name}` as const)
    : ['inquiry1', 'inquiry2'];
  const subjects: ChartKey[] = examSubjects.flatMap((s) =>
    s === 'inquiry1'
      ? inquiries
      : s === 'inquiry2' || (s === 'foreign' && !records.some((r) => r.scores.foreign) && trend.goals.foreign == null)
        ? []
        : [s],
  );
  const subject = subjects.includes(chosen) ? chosen : 'korean';
  const label = labelOf(subject);
  // An inquiry subject's goal is that of the slot she writes it in now (her latest exam's).
  const latestRecord = records.at(-1);
  const goal = !subject.startsWith(INQUIRY)
    ? trend.goals[subject as ExamSubject]
    : latestRecord?.scores.inquiry1?.elective === label
      ? trend.goals.inquiry1
      : latestRecord?.scores.inquiry2?.elective === label
        ? trend.goals.inquiry2
        : null;
  // The width the chart is drawn in (0 until measured: the phone-sized box, as the server drew it).
  const [fit, setFit] = useState(0);
  useEffect(() => {
    const node = scroller.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setFit(Math.round(entry?.contentRect.width ?? 0)));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const box = chartBox(records.length, COLUMN_LEAST, fit);
  // Narrower than the chart's least width (large text, zoom): it scrolls at its size instead of
  // shrinking, labels and all (an audit measured 5 px labels at 200 %).
  const narrow = fit > 0 && fit < box.width;
  // An axis label's room: the space between two exams, and no wider than the chart's margin allows the
  // first and last (ems of the axis font).
  const span = box.width - box.left - box.right;
  const labelRoom = Math.min(records.length > 1 ? span / (records.length - 1) : span, 2 * box.left) / AXIS_FONT_PX;
  const scrolls = records.length > 6 || narrow;
  // Short names repeat every year (9월 모평): exams of more than one year get a line and the year where one begins.
  const yearOf = (i: number) => records[i]!.exam.examDate.slice(0, 4);
  const years = new Set(records.map((_, i) => yearOf(i))).size > 1;
  // Where the year of exam i begins: halfway from the exam before.
  const yearStart = (i: number) => (columnX(i - 1, records.length, box) + columnX(i, records.length, box)) / 2;

  useEffect(() => {
    // The newest exams are on the right: start there when the chart is wider than the screen.
    const node = scroller.current;
    if (node && scrolls) node.scrollLeft = node.scrollWidth;
  }, [scrolls, records.length]);

  const points = records.map((r, i) => {
    const score = scoreOf(r, subject);
    // An exam whose grades are not out yet (가채점) keeps its column without a point.
    return score?.grade != null ? { x: columnX(i, records.length, box), y: gradeY(score.grade, box), grade: score.grade, record: r } : null;
  });
  const taken = points.filter((p) => p !== null);
  const latest = taken.at(-1);
  const summary = taken.length
    ? `${label} 등급 추이, 오래된 시험부터: ${taken.map((p) => `${p.record.exam.shortName} ${p.grade}등급`).join(', ')}.` +
      (goal ? ` 목표는 ${goal}등급입니다.` : ' 목표 등급은 아직 정하지 않았습니다.')
    : records.some((r) => scoreOf(r, subject))
      ? `${label} 등급이 아직 발표되지 않았습니다.`
      : `${label} 성적이 아직 없습니다.`;
  const plotRight = box.width - box.right;

  return (
    <figure className={styles.figure} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className={styles.caption}>
        <span className={styles.captionTitle}>과목별 등급 추이</span>
        {latest ? (
          <span className={styles.captionNow}>
            최근 {latest.record.exam.shortName} <strong>{latest.grade}등급</strong>
            {goal ? <> · 목표 {goal}등급</> : null}
          </span>
        ) : null}
      </figcaption>

      <Chips label="과목 선택" options={subjects.map((s) => ({ value: s, label: labelOf(s) }))} value={subject} onChange={setSubject} />

      <div
        ref={scroller}
        className={styles.scroller}
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${label} 등급 그래프 (옆으로 밀어 보기)` } : {})}
      >
        <svg
          className={styles.svg}
          viewBox={`0 0 ${box.width} ${box.height}`}
          style={scrolls ? { minWidth: `${Math.round(box.width * (narrow ? 1 : 0.9))}px` } : undefined}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          data-subject={subject}
        >
          <title id={`${id}-title`}>{`${label} 등급 그래프`}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          <text x={box.left - 14} y={12} className={styles.axisTitle} textAnchor="end">
            등급
          </text>
          {GRADES.map((g) => (
            <g key={g}>
              <line x1={box.left - 6} x2={plotRight + 6} y1={gradeY(g, box)} y2={gradeY(g, box)} className={styles.grid} />
              <text x={box.left - 14} y={gradeY(g, box) + 4} className={styles.axis} textAnchor="end">
                {g}
              </text>
            </g>
          ))}
          {goal ? (
            <g data-goal={goal}>
              <line x1={box.left - 6} x2={plotRight + 6} y1={gradeY(goal, box)} y2={gradeY(goal, box)} className={styles.goal} />
              <text x={plotRight + 10} y={gradeY(goal, box) + 4} className={styles.goalText}>
                {`목표 ${goal}`}
              </text>
            </g>
          ) : null}
          {years &&
            records.map((r, i) => {
              if (i > 0 && yearOf(i) === yearOf(i - 1)) return null;
              const x = i === 0 ? box.left : yearStart(i);
              // The first year's name where it fits before the next year's line (one exam of it: 24 px).
              const next = records.findIndex((_, j) => j > i && yearOf(j) !== yearOf(i));
              if (i === 0 && next > 0 && yearStart(next) - x < YEAR_LABEL_PX) return null;
              return (
                <g key={`year-${r.id}`} data-year={yearOf(i)}>
                  {i > 0 ? <line x1={x} x2={x} y1={4} y2={box.height - box.bottom + 6} className={styles.yearLine} /> : null}
                  <text x={i === 0 ? x : x + 5} y={14} className={styles.axisTitle}>
                    {`${yearOf(i)}년`}
                  </text>
                </g>
              );
            })}
          <path d={linePath(points)} className={styles.line} />
          {points.map((p, i) =>
            p ? (
              <g key={records[i]!.id}>
                <circle cx={p.x} cy={p.y} r={5.5} className={goal && p.grade <= goal ? styles.pointMet : styles.point} />
                <text x={p.x} y={p.y - 11} className={styles.value} textAnchor="middle">
                  {p.grade}
                </text>
              </g>
            ) : null,
          )}
          {records.map((r, i) => {
            const x = columnX(i, records.length, box);
            const lines = splitLabel(r.exam.shortName, labelRoom);
            return (
              <text key={r.id} x={x} y={box.height - box.bottom + 20} className={styles.axis} textAnchor="middle">
                {lines.map((line, k) => (
                  <tspan key={k} x={x} dy={k === 0 ? 0 : 14}>
                    {line}
                  </tspan>
                ))}
              </text>
            );
          })}
        </svg>
      </div>
      {goal ? (
        <p className={styles.legend}>
          <span className={styles.legendGoal} aria-hidden="true" /> 점선은 목표 등급, 채운 점은 목표를 이룬 시험입니다.
        </p>
      ) : null}

      <details className={styles.details}>
        <summary>표로 보기</summary>
        <table className={styles.table}>
          <caption className="visually-hidden">{label} 시험별 성적</caption>
          <thead>
            <tr>
              <th scope="col">시험</th>
              <th scope="col">등급</th>
              <th scope="col">원점수</th>
              <th scope="col">목표</th>
            </tr>
          </thead>
          <tbody>
            {records.map((r) => {
              const score = scoreOf(r, subject);
              return (
                <tr key={r.id}>
                  <th scope="row">
                    {r.exam.shortName}
                    <span className={styles.tableDate}>{formatDate(r.exam.examDate)}</span>
                    {score?.elective ? <span className={styles.tableDate}>{score.elective}</span> : null}
                  </th>
                  <td>{score ? gradeText(score.grade) : '응시하지 않음'}</td>
                  <td>{score ? `${score.rawScore}점` : '-'}</td>
                  <td>{goal && score?.grade != null ? (score.grade <= goal ? '달성' : `${score.grade - goal}등급 차이`) : '-'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
