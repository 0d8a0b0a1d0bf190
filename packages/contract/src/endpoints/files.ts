import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const filesEndpoints = defineEndpoints('files', {
  upload: {
    method: 'POST',
    path: '/files/',
    access: 'signed-in',
    status: 201,
    upload: true,
    schemas: load((s) => ({ query: s.uploadQuery, response: s.attachment })),
  },
  download: {
    method: 'GET',
    path: '/files/:id/',
    access: 'signed-in',
    stream: 'file',
    schemas: load((s) => ({ params: s.attachmentIdParam, response: null })),
  },
  /** A picture's small WebP: for the same people as the file itself (404 for anyone else, and for a file with none). */
  thumbnail: {
    method: 'GET',
    path: '/files/:id/thumb/',
    access: 'signed-in',
    stream: 'file',
    schemas: load((s) => ({ params: s.attachmentIdParam, response: null })),
  },
});
