import { notFound } from 'next/navigation';

/**
 * Any address under the shell that matches no page: answers 404 through the shell's not-found page,
 * so the header and drawer stay. Signed-out visitors of guarded sections never get here: the proxy
 * sends them to the login page first.
 */
export default function MissingPage(): never {
  notFound();
}
