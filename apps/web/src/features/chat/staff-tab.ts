import { oneOf } from '@/lib/search-params';

/** A tab of /staff/chat, as its address holds it (the page and its server page); apart from messages.ts, which every room loads. */
export const isStaffChatTab = oneOf(['waiting', 'open', 'closed'] as const);
