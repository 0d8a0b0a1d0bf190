'use client';
import { useEffect, useRef, type ClipboardEvent } from 'react';
import { showToast } from '@/components/ui/kit';
import { cleanPastedHtml } from '../lib/paste-clean';
import styles from './rich-editor.module.css';

type Command = { label: string; title: string; run: () => void };

/**
 * A light rich-text editor: a contenteditable area with a small toolbar (bold, heading, lists,
 * quote, link). It hands its HTML up as it changes; the server cleans it when the notice is saved,
 * so nothing here is trusted for safety.
 */
export function RichEditor({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  labelledBy,
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
  labelledBy: string;
}) {
  const area = useRef<HTMLDivElement>(null);

  // What the area last handed up: a value that differs came from elsewhere (the notice opened, a kept
  // draft put back, a merge after someone else saved first, 되돌리기) and is put in. Only the first had
  // been: a restored draft's body stayed hidden yet was sent, and after a merge the next keystroke sent
  // the old body over another teacher's paragraph (an audit).
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
  }, [value]);

  const emit = () => {
    sent.current = area.current?.innerHTML ?? '';
    onChange(sent.current);
  };
  const exec = (command: string, arg?: string) => {
    area.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };
  const block = (tag: 'h2' | 'h3' | 'blockquote' | 'p') => {
    const current = document.queryCommandValue('formatBlock').toLowerCase();
    exec('formatBlock', current === tag ? 'p' : tag);
  };
  const link = () => {
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed) {
      window.alert('링크로 만들 글자를 먼저 선택해 주세요.');
      return;
    }
    const range = selection.getRangeAt(0);
    const address = window.prompt('링크 주소를 입력해 주세요. (https://로 시작)', 'https://');
    if (!address) return;
    if (!/^(https?:\/\/|mailto:)/i.test(address.trim())) {
      window.alert('https:// 또는 mailto:로 시작하는 주소만 넣을 수 있습니다.');
      return;
    }
    selection.removeAllRanges();
    selection.addRange(range);
    exec('createLink', address.trim());
  };

  // A paste from Word, Hangul or a web page: what a notice keeps of it (tables too), without the
  // styles around every word; pictures are said to belong in the attachments (they were dropped silently).
  const paste = (e: ClipboardEvent<HTMLDivElement>) => {
    const html = e.clipboardData.getData('text/html');
    const images = Array.from(e.clipboardData.files).filter((f) => f.type.startsWith('image/')).length;
    if (!html && !images) return; // plain text: the browser pastes it as it is
    e.preventDefault();
    const cleaned = html ? cleanPastedHtml(html) : { html: '', pictures: 0 };
    if (cleaned.html) document.execCommand('insertHTML', false, cleaned.html);
    emit();
    if (cleaned.pictures || (images && !html))
      showToast({
        status: 'failed',
        title: '사진은 본문에 넣을 수 없어요.',
        description: '사진은 아래 첨부파일로 올려 주세요.',
        countdown: 5,
      });
  };

  const commands: Command[] = [
    { label: '굵게', title: '굵게', run: () => exec('bold') },
    { label: '제목', title: '제목', run: () => block('h2') },
    { label: '소제목', title: '소제목', run: () => block('h3') },
    { label: '• 목록', title: '글머리 목록', run: () => exec('insertUnorderedList') },
    { label: '1. 목록', title: '번호 목록', run: () => exec('insertOrderedList') },
    { label: '인용', title: '인용', run: () => block('blockquote') },
    { label: '링크', title: '링크', run: link },
  ];

  return (
    <div className={styles.editor} data-invalid={invalid || undefined}>
      <div className={styles.toolbar} role="toolbar" aria-label="글자 꾸미기" aria-controls={id}>
        {commands.map((c) => (
          <button
            key={c.title}
            type="button"
            className={styles.tool}
            title={c.title}
            // Keeps the selection in the text while the button is pressed.
            onMouseDown={(e) => e.preventDefault()}
            onClick={c.run}
          >
            {c.label}
          </button>
        ))}
      </div>
      <div
        ref={area}
        id={id}
        className={styles.area}
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        tabIndex={0}
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        onPaste={paste}
        data-placeholder="공지 내용을 입력해 주세요."
      />
    </div>
  );
}
