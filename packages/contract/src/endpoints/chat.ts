import { defineEndpoints } from '../endpoint';
import { load } from './load';

const everyone = ['student', 'parent', 'teacher', 'admin'] as const;

export const chatEndpoints = defineEndpoints('chat', {
  rooms: {
    method: 'GET',
    path: '/chat/rooms/',
    access: [...everyone],
    schemas: load((s) => ({ query: s.chatRoomsQuery, response: s.paged(s.chatRoom) })),
  },
  create: {
    method: 'POST',
    path: '/chat/rooms/',
    access: ['student', 'parent'],
    status: 201,
    idempotent: true,
    schemas: load((s) => ({ body: s.createChatRoomInput, response: s.chatRoom })),
  },
  get: {
    method: 'GET',
    path: '/chat/rooms/:id/',
    access: [...everyone],
    schemas: load((s) => ({ params: s.idParam, response: s.chatRoom })),
  },
  messages: {
    method: 'GET',
    path: '/chat/rooms/:id/messages/',
    access: [...everyone],
    schemas: load((s) => ({ params: s.idParam, query: s.chatMessagesQuery, response: s.paged(s.chatMessage) })),
  },
  send: {
    method: 'POST',
    path: '/chat/rooms/:id/messages/',
    access: [...everyone],
    status: 201,
    schemas: load((s) => ({ params: s.idParam, body: s.sendChatMessageInput, response: s.chatMessage })),
  },
  read: {
    method: 'POST',
    path: '/chat/rooms/:id/read/',
    access: [...everyone],
    schemas: load((s) => ({ params: s.idParam, body: s.readChatInput, response: s.chatRoom })),
  },
  waiting: {
    method: 'GET',
    path: '/staff/chat/waiting/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ query: s.pageQuery, response: s.paged(s.chatRoom) })),
  },
  take: {
    method: 'POST',
    path: '/staff/chat/rooms/:id/take/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, response: s.chatRoom })),
  },
  close: {
    method: 'POST',
    path: '/staff/chat/rooms/:id/close/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, response: s.chatRoom })),
  },
  notice: {
    method: 'PUT',
    path: '/staff/chat/rooms/:id/notice/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.chatNoticeInput, response: s.chatRoom })),
  },
});
