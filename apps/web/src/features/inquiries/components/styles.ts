import thread from '@/components/ui/thread/thread.module.css';
import own from './inquiries.module.css';

/**
 * The inquiry pages' classes: the thread's look shared with feedback, plus their own. A class both
 * define (`textarea`) carries both names, so the own rules add to the shared ones.
 */
export const styles: Readonly<Record<string, string>> = (() => {
  const merged: Record<string, string> = { ...thread };
  for (const [name, value] of Object.entries(own)) merged[name] = merged[name] ? `${merged[name]} ${value}` : value;
  return merged;
})();
