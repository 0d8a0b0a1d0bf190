import shared from '@/components/ui/console/console.module.css';
import own from './settings.module.css';

/** The site and calendar screens' classes: the console's, and their own two (the exam editor, past exams). */
export const styles: Readonly<Record<string, string>> = { ...shared, ...own };
