import type { ServerResponse } from 'node:http';

export function styleNoncer(nonce: string): { push(chunk: Buffer): Buffer; flush(): Buffer };
export function addStyleNonces(res: ServerResponse): void;
