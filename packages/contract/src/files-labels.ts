/** File purposes and their limits, without any schema (`@portal/contract/files-labels`). */

import { chatFileRule } from './chat-labels';
import { contentCoverFileRule } from './contents-labels';
import { feedbackScreenshotFileRule } from './feedback-labels';
import { inquiryAnswerFileRule, inquiryAttachmentFileRule } from './inquiries-labels';
import { libraryFileRule } from './library-labels';
import { noticeAttachmentFileRule } from './notices-labels';
import { sickNoteFileRule } from './vacations-labels';

/** What a file is uploaded for: each purpose has its own types, size limit and place it attaches to. */
export const filePurposes = [
  'sick-note',
  'library-file',
  'feedback-screenshot',
  'notice-attachment',
  'inquiry-attachment',
  'inquiry-answer-attachment',
  'content-cover',
  'chat-file',
] as const;
export type FilePurpose = (typeof filePurposes)[number];

/**
 * The limits of an upload purpose, read by the API (which enforces them on the bytes) and the portal
 * (which warns before sending). Types are detected from the file's first bytes, never its name.
 */
export type FileRule = {
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
};

/** Each purpose's rule, kept in the labels of the domain it belongs to (a page loads only its own). */
export const filePurposeRules: Record<FilePurpose, FileRule> = {
  'sick-note': sickNoteFileRule,
  'library-file': libraryFileRule,
  'feedback-screenshot': feedbackScreenshotFileRule,
  'notice-attachment': noticeAttachmentFileRule,
  'inquiry-attachment': inquiryAttachmentFileRule,
  'inquiry-answer-attachment': inquiryAnswerFileRule,
  'content-cover': contentCoverFileRule,
  'chat-file': chatFileRule,
};
