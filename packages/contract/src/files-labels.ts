/** File purposes and their limits, without any schema (`@portal/contract/files-labels`). */

/** What a file is uploaded for: each purpose has its own types, size limit and place it attaches to. */
export const filePurposes = ['sick-note', 'library-file', 'feedback-screenshot', 'notice-attachment'] as const;
export type FilePurpose = (typeof filePurposes)[number];

/**
 * The limits of each purpose, read by the API (which enforces them on the bytes) and the portal
 * (which warns before sending). Types are detected from the file's first bytes, never its name.
 */
export const filePurposeRules: Record<
  FilePurpose,
  {
    label: string;
    maxBytes: number;
    types: readonly string[];
    maxPerRecord: number;
    /** What the refusal of another type names, in Korean ("사진(JPG, PNG, WebP, HEIC)이나 PDF"). */
    accepts: string;
    /**
     * Containers whose exact format `file-type` cannot tell from the first bytes: for each detected
     * type, the extensions taken from the uploaded name (the first is used when the name has none of
     * them; a container with no fitting name and no default is refused).
     */
    containers?: Record<string, readonly string[]>;
  }
> = {
  // 진단서·처방전: a photo (JPEG, PNG, WebP, or an iPhone's HEIC) or a PDF.
  'sick-note': {
    label: '진단서',
    maxBytes: 10 * 1024 * 1024,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'],
    maxPerRecord: 3,
    accepts: '사진(JPG, PNG, WebP, HEIC)이나 PDF',
  },
  // 자료실: handouts staff share with students and parents. Office files with a proper
  // [Content_Types].xml are detected as docx/xlsx/pptx; HWPX and other zips only as a zip, and HWP 5
  // only as an OLE compound file (CFB): those keep the extension of their name.
  'library-file': {
    label: '자료',
    maxBytes: 100 * 1024 * 1024,
    types: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/zip',
      'application/x-cfb',
      'image/jpeg',
      'image/png',
      'image/webp',
      'audio/mpeg',
    ],
    maxPerRecord: 1,
    accepts: 'PDF, 한글(HWP, HWPX), 워드·엑셀·파워포인트, ZIP, 사진, MP3',
    containers: { 'application/zip': ['zip', 'hwpx', 'docx', 'xlsx', 'pptx'], 'application/x-cfb': ['hwp'] },
  },
  // 의견 보내기: a screenshot of what went wrong (a phone's PNG or JPEG, an iPhone's HEIC).
  'feedback-screenshot': {
    label: '스크린샷',
    maxBytes: 10 * 1024 * 1024,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'],
    maxPerRecord: 3,
    accepts: '사진(JPG, PNG, WebP, HEIC)',
  },
  // 공지 첨부: handouts as PDF, 한글 (HWP 5, an OLE compound file like the old Office formats, kept by its
  // name's extension), Word, Excel, PowerPoint, or a picture.
  'notice-attachment': {
    label: '공지 첨부파일',
    maxBytes: 20 * 1024 * 1024,
    types: [
      'application/pdf',
      'application/x-cfb',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'image/jpeg',
      'image/png',
      'image/webp',
    ],
    maxPerRecord: 5,
    accepts: 'PDF, 한글(HWP), 워드, 엑셀, 파워포인트나 사진(JPG, PNG, WebP)',
    containers: { 'application/x-cfb': ['hwp', 'doc', 'xls', 'ppt'] },
  },
};
