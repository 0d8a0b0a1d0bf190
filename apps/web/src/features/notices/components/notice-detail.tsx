'use client';
import type { Attachment } from '@portal/contract';
import { formatDateTime } from '@portal/contract/dates';
import { urlOf } from '@portal/contract/endpoint';
import { filesEndpoints } from '@portal/contract/endpoints/files';
import { noticeCategoryLabels } from '@portal/contract/notices-labels';
import { useQueryClient } from '@tanstack/react-query';
import { BackLink } from '@/components/ui/back-link';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/states/empty-state';
import { lostIcon } from '@/components/ui/states/empty-icons/lost';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { ApiError } from '@/lib/api-client';
import { pathOf } from '@/lib/routes';
import { noticeKeys, useNotice } from '../api/queries';
import { audienceLabel, fileSizeLabel } from '../messages';
import bodyStyles from './notice-body.module.css';
import styles from './notices.module.css';

/** /services/notice/[id]: one notice; opening it counts her view and takes its N mark away. */
export function NoticeDetail({ id }: { id: number }) {
  const notice = useNotice(id);
  const client = useQueryClient();
  // Her opening was counted by the server: the lists' marks and counts are out of date now.
  useEffect(() => {
    if (notice.data) void client.invalidateQueries({ queryKey: [...noticeKeys.all, 'list'] });
  }, [notice.data, client]);

  const back = <BackLink href={pathOf('notice')}>공지사항</BackLink>;
  if (notice.isPending)
    return (
      <div className={styles.page}>
        {back}
        <Skeleton rows={4} label="공지를 불러오는 중입니다" />
      </div>
    );
  if (notice.isError)
    return (
      <div className={styles.page}>
        {back}
        {notice.error instanceof ApiError && notice.error.status === 404 ? (
          <EmptyState icon={lostIcon} headingLevel={1} title="찾는 공지가 없습니다" description="지워졌거나 볼 수 없는 공지입니다." />
        ) : (
          <ErrorState onRetry={() => notice.refetch()}>공지를 불러오지 못했습니다.</ErrorState>
        )}
      </div>
    );
  const n = notice.data;
  return (
    <article className={styles.page} aria-labelledby="notice-title">
      {back}
      <header className={styles.detailHead}>
        <p className={styles.rowHead}>
          {n.pinned && <StatusBadge tone="warning">고정</StatusBadge>}
          <StatusBadge tone="info">{noticeCategoryLabels[n.category]}</StatusBadge>
          {n.audience !== 'all' && <StatusBadge tone="neutral">{audienceLabel(n)}</StatusBadge>}
        </p>
        <h1 id="notice-title" className={styles.detailTitle}>
          {n.title}
        </h1>
        <p className={styles.rowMeta}>
          {n.authorName && <span>{n.authorName}</span>}
          <span>{formatDateTime(n.publishAt)}</span>
          <span>조회 {n.viewCount}</span>
        </p>
      </header>
      {/* Cleaned by the server when it was saved (sanitize-html): only text tags and safe links remain. */}
      <div className={`${styles.card} ${bodyStyles.body}`} dangerouslySetInnerHTML={{ __html: n.bodyHtml }} />
      {n.attachments.length > 0 && <NoticeFiles files={n.attachments} />}
    </article>
  );
}

/** The notice's files; a tap downloads one with progress, under its Korean name. */
export function NoticeFiles({ files }: { files: readonly Attachment[] }) {
  return (
    <section className={styles.card} aria-labelledby="notice-files-title">
      <h2 id="notice-files-title" className={styles.filesTitle}>
        첨부파일 {files.length}개
      </h2>
      <ul className={styles.files}>
        {files.map((f) => (
          <li key={f.id}>
            <FileDownload file={f} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function FileDownload({ file }: { file: Attachment }) {
  const [percent, setPercent] = useState<number | null>(null);
  const open = async () => {
    if (percent !== null) return;
    setPercent(0);
    try {
      // The download helper loads on the first tap: most notices are read, not downloaded from.
      const { downloadFile } = await import('@/components/ui/download');
      await downloadFile(urlOf(filesEndpoints.download, { params: { id: file.id } }), {
        fileName: file.name,
        // The portal's forwarder streams without a Content-Length: the size we know stands in.
        onProgress: (received, total) => setPercent(Math.min(100, Math.floor((received / (total || file.size)) * 100))),
      });
    } finally {
      setPercent(null);
    }
  };
  return (
    <button type="button" className={styles.fileButton} onClick={open} aria-busy={percent !== null}>
      <span className={styles.fileName}>{file.name}</span>
      <span className={styles.fileSize}>{percent === null ? fileSizeLabel(file.size) : `${percent}%`}</span>
      <span className="visually-hidden"> 내려받기</span>
      {percent !== null && <progress className={styles.progress} max={100} value={percent} aria-label={`${file.name} 내려받는 중`} />}
    </button>
  );
}
