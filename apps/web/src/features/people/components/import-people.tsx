'use client';
import type { ImportInput, ImportPreview, ImportResult } from '@portal/contract';
import { EXCEL_FILE_MESSAGE, IMPORT_COLUMNS, IMPORT_SAMPLE_CSV, PEOPLE_LIMITS, peopleCategoryLabels } from '@portal/contract/people-labels';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { confirmDialog } from '@/components/ui/dialog/dialog-store';
import { PageTop } from '@/components/ui/page-top';
import { ApiError } from '@/lib/api-client';
import { showAtTop } from '@/lib/at-top';
import { pathOf } from '@/lib/routes';
import { previewImport, useImport } from '../api/queries';
import { fileBase64, saveCsv, saveText } from './save-file';
import styles from '@/components/ui/console/console.module.css';
// The portal's file picker, as the feedback and inquiry threads draw it (not the browser's English "Choose File").
import threadStyles from '@/components/ui/thread/thread.module.css';

const MAX_BYTES = 500 * 1024;
const failed = (e: unknown) => (e instanceof Error && e.message ? e.message : '요청을 처리하지 못했습니다. 다시 시도해 주세요.');

/**
 * /staff/people/import: a sheet of students (and their parents) from a CSV file (UTF-8 or CP949, as
 * Excel saves it) or cells pasted from a spreadsheet; a preview with each bad row's reasons, then
 * all of it in one go, and the one-time passwords to hand out.
 */
export function ImportPeople() {
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [source, setSource] = useState<{ input: ImportInput; label: string } | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const run = useImport();
  // Which check is the latest: one answered after the text changed again is not shown.
  const asked = useRef(0);

  /** What the check on its way reads: the pasted text, or a file. */
  const reading = useRef<'text' | 'file' | null>(null);

  async function check(input: ImportInput, label: string) {
    const n = ++asked.current;
    reading.current = 'text' in input ? 'text' : 'file';
    setBusy(true);
    setError(null);
    try {
      const answer = await previewImport(input);
      if (n !== asked.current) return;
      setPreview(answer);
      setSource({ input, label });
    } catch (e) {
      if (n !== asked.current) return;
      setPreview(null);
      setError(failed(e));
    } finally {
      if (n === asked.current) {
        setBusy(false);
        reading.current = null;
      }
    }
  }

  /**
   * The pasted text changed: a preview of the text before is no longer what would be registered (a
   * name fixed after the check was registered as it was: an audit), so it goes, and is asked again.
   */
  function edit(next: string) {
    setText(next);
    // Its preview, or its first check still on the way (answered after the change, it was registered: a regression hunt).
    if ((source && 'text' in source.input) || reading.current === 'text') {
      asked.current++;
      reading.current = null;
      setBusy(false);
      setPreview(null);
      setSource(null);
    }
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    // The workbook itself: said at once, nothing sent (the server would say the same).
    if (/\.xlsx?$/i.test(file.name)) {
      setPreview(null);
      setError(EXCEL_FILE_MESSAGE);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    if (file.size > MAX_BYTES) {
      setError('파일이 너무 큽니다(500KB까지). 나누어 올려 주세요.');
      return;
    }
    await check({ file: await fileBase64(file) }, file.name);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function importAll() {
    if (!source || !preview) return;
    const made = preview.students
      ? `학생 ${preview.students}명${preview.newParents ? `과 새 학부모 ${preview.newParents}명` : ''}의 계정을 만듭니다. 일회용 비밀번호는 다음 화면에서 한 번만 보입니다.`
      : '';
    const ok = await confirmDialog({
      title: `${importLabel(preview)}할까요?`,
      message: [made, preview.updates ? `이미 있는 학생 ${preview.updates}명의 반·호실 등을 표대로 바꿉니다.` : '']
        .filter(Boolean)
        .join(' '),
      confirmLabel: preview.students ? '등록' : '바꾸기',
    });
    if (!ok) return;
    setError(null);
    try {
      setResult(await run.mutateAsync(source.input));
      setPreview(null);
    } catch (e) {
      // Refused for rows the check found clean (another admin took an ID, switched a student off, since):
      // checked again, so each row says what; the table stayed all ✓ under "고칠 곳이 있는 행" (an audit).
      if (e instanceof ApiError && e.code === 'IMPORT_INVALID') await check(source.input, source.label);
      setError(failed(e));
    }
  }

  if (result) return <ImportDone result={result} onAgain={() => (setResult(null), setSource(null), setText(''))} />;

  const canImport = !!preview && preview.errorRows === 0 && preview.problems.length === 0 && preview.students + preview.updates > 0;
  return (
    <div className={styles.page}>
      <PageTop backLabel="사람 관리" onBack={() => router.push(pathOf('staffPeople'))} title="학생 일괄 등록" />
      <section className={styles.card} aria-labelledby="import-columns">
        <h2 id="import-columns" className={styles.cardTitle}>
          1. 양식에 맞춰 준비하기
        </h2>
        <p className={styles.hint}>
          첫 줄은 열 제목입니다. 엑셀에서 &lsquo;CSV&rsquo;로 저장한 파일(UTF-8, CP949 모두 됨)을 올리거나, 표를 복사해 붙여 넣으세요. 한
          번에 {PEOPLE_LIMITS.importRows}명까지 등록합니다. 같은 학부모 연락처를 쓴 형제자매는 한 학부모 계정에 연결됩니다. 이미 있는 학생의
          아이디와 이름을 쓰면 새 학기의 반·호실·입소일·퇴소일·연락처를 표대로 바꿉니다(빈칸은 그대로 둡니다).
        </p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">열 제목</th>
                <th scope="col">필수</th>
                <th scope="col">예시</th>
                <th scope="col">설명</th>
              </tr>
            </thead>
            <tbody>
              {IMPORT_COLUMNS.map((c) => (
                <tr key={c.key}>
                  <th scope="row">{c.header}</th>
                  <td>{c.required ? '필수' : ''}</td>
                  <td>{c.example}</td>
                  <td className={styles.muted}>{c.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => saveText('학생_일괄등록_양식.csv', IMPORT_SAMPLE_CSV)}>
            양식 파일 받기
          </Button>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="import-source">
        <h2 id="import-source" className={styles.cardTitle}>
          2. 올리고 확인하기
        </h2>
        <div className={styles.field}>
          <span aria-hidden="true">CSV 파일</span>
          <label className={threadStyles.filePick}>
            CSV 파일 고르기
            <input
              ref={fileInput}
              type="file"
              aria-label="CSV 파일"
              accept=".csv,.txt,text/csv,text/plain"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
          </label>
        </div>
        <label className={styles.field}>
          <span>또는 표 붙여 넣기</span>
          <textarea
            className={styles.textarea}
            value={text}
            onChange={(e) => edit(e.target.value)}
            placeholder={'이름\t아이디\t반\t호실\t입소일\n김하늘\thaneul26\t1반\t301호\t2026-03-02'}
            spellCheck={false}
          />
        </label>
        <div className={styles.actions}>
          <Button variant="secondary" disabled={busy || !text.trim()} onClick={() => void check({ text }, '붙여 넣은 표')}>
            붙여 넣은 표 확인
          </Button>
        </div>
        {busy && (
          <p className={styles.muted} role="status">
            확인하는 중입니다…
          </p>
        )}
        {error && (
          <p className={styles.notice} role="alert">
            {error}
          </p>
        )}
      </section>

      {preview && source && (
        <section className={styles.card} aria-labelledby="import-preview">
          <h2 id="import-preview" className={styles.cardTitle}>
            3. 미리보기: {source.label}
          </h2>
          <ul className={styles.summary}>
            <li>새 학생 {preview.students}명</li>
            {preview.updates > 0 && <li>바뀌는 학생 {preview.updates}명</li>}
            <li>새 학부모 {preview.newParents}명</li>
            {preview.errorRows > 0 && <li data-bad="">고칠 행 {preview.errorRows}개</li>}
            <li>
              {preview.encoding === 'cp949'
                ? 'CP949(한글 윈도우)로 읽음'
                : preview.encoding === 'utf-16'
                  ? '유니코드(UTF-16)로 읽음'
                  : 'UTF-8로 읽음'}
            </li>
          </ul>
          {preview.problems.length > 0 && (
            <ul className={styles.problems} role="alert" aria-label="파일의 문제">
              {preview.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
          {preview.errorRows > 0 && (
            <p className={styles.notice} role="alert">
              빨간 행을 고쳐서 다시 올려 주세요. 고칠 곳이 하나라도 있으면 아무도 등록하지 않습니다.
            </p>
          )}
          {preview.rows.length > 0 && (
            <div className={styles.tableWrap}>
              <table className={styles.table} aria-label="미리보기">
                <thead>
                  <tr>
                    <th scope="col">행</th>
                    <th scope="col">확인 결과</th>
                    <th scope="col">이름</th>
                    <th scope="col">아이디</th>
                    <th scope="col">반</th>
                    <th scope="col">호실</th>
                    <th scope="col">입소일</th>
                    <th scope="col">학부모</th>
                  </tr>
                </thead>
                <tbody>
                  {[...preview.rows]
                    .sort((a, b) => Number(b.errors.length > 0) - Number(a.errors.length > 0) || a.line - b.line)
                    .map((r) => (
                      <tr key={r.line} data-bad={r.errors.length ? '' : undefined}>
                        <td>{r.line}행</td>
                        <td className={styles.reasons} data-ok={r.errors.length ? undefined : ''}>
                          {r.errors.length
                            ? r.errors.join(' ')
                            : r.action === 'update'
                              ? `✓ ${r.changes.join(', ')}`
                              : r.action === 'same'
                                ? '이미 있는 학생 · 바뀌는 것 없음'
                                : '✓ 등록 가능'}
                        </td>
                        <td>{r.name}</td>
                        <td>{r.username}</td>
                        <td>{r.className}</td>
                        <td>{r.room}</td>
                        <td>{r.admittedOn}</td>
                        <td>
                          {r.parentName}
                          {r.parent === 'existing' ? ' (기존 계정에 연결)' : r.parent === 'new' ? ` (새 계정 ${r.parentUsername})` : ''}
                        </td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
          )}
          <Button onClick={() => void importAll()} disabled={!canImport || run.isPending}>
            {run.isPending
              ? '등록하는 중…'
              : canImport
                ? importLabel(preview)
                : preview.errorRows || preview.problems.length
                  ? '고친 뒤 등록할 수 있습니다'
                  : '등록하거나 바꿀 학생이 없습니다'}
          </Button>
        </section>
      )}
    </div>
  );
}

/** What the import will do, as its button says it: "30명 등록", "12명 정보 변경", "3명 등록, 12명 정보 변경". */
function importLabel(p: { students: number; updates: number }): string {
  return [p.students ? `${p.students}명 등록` : '', p.updates ? `${p.updates}명 정보 변경` : ''].filter(Boolean).join(', ');
}

function ImportDone({ result, onAgain }: { result: ImportResult; onAgain: () => void }) {
  const router = useRouter();
  const students = result.created.filter((c) => c.category === 'student').length;
  const download = () =>
    saveCsv('일괄등록_일회용비밀번호.csv', [
      ['구분', '이름', '아이디', '일회용 비밀번호', '비고'],
      ...result.created.map((c) => [peopleCategoryLabels[c.category], c.name, c.username, c.oneTimePassword, c.note]),
    ]);
  const changed = result.updated.length;
  const title =
    students && changed
      ? `${students}명을 등록하고 ${changed}명의 정보를 바꿨습니다`
      : students
        ? `${students}명을 등록했습니다`
        : `${changed}명의 정보를 바꿨습니다`;
  const linked = result.linkedParents > 0 ? ` 이미 있던 학부모 계정 ${result.linkedParents}곳에 자녀를 연결했습니다.` : '';
  return (
    <section className={styles.page} aria-labelledby="import-done">
      <h1 id="import-done" className={styles.title} ref={showAtTop} tabIndex={-1}>
        {title}
      </h1>
      {result.created.length > 0 ? (
        <p className={styles.notice}>
          아래 일회용 비밀번호는 이 화면에서만 볼 수 있습니다. 파일로 받아 두고 한 사람씩 전해 주세요. 처음 로그인하면 새 비밀번호로 바꾸게
          됩니다.
          {linked}
        </p>
      ) : (
        linked && <p className={styles.hint}>{linked.trim()}</p>
      )}
      <div className={styles.actions}>
        {result.created.length > 0 && <Button onClick={download}>일회용 비밀번호 파일 받기</Button>}
        <Button variant="secondary" onClick={onAgain}>
          더 올리기
        </Button>
        <Button variant="ghost" onClick={() => router.push(pathOf('staffPeople'))}>
          사람 관리로
        </Button>
      </div>
      {result.created.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label="등록 결과">
            <thead>
              <tr>
                <th scope="col">구분</th>
                <th scope="col">이름</th>
                <th scope="col">아이디</th>
                <th scope="col">일회용 비밀번호</th>
                <th scope="col">비고</th>
              </tr>
            </thead>
            <tbody>
              {result.created.map((c) => (
                <tr key={c.username}>
                  <td>{peopleCategoryLabels[c.category]}</td>
                  <td>{c.name}</td>
                  <td>{c.username}</td>
                  <td>
                    <code>{c.oneTimePassword}</code>
                  </td>
                  <td>{c.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.updated.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label="바뀐 학생">
            <thead>
              <tr>
                <th scope="col">이름</th>
                <th scope="col">아이디</th>
                <th scope="col">바뀐 것</th>
              </tr>
            </thead>
            <tbody>
              {result.updated.map((u) => (
                <tr key={u.username}>
                  <td>{u.name}</td>
                  <td>{u.username}</td>
                  <td>{u.changes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
