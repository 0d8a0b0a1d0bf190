import type { IncomingMessage, ServerResponse } from 'node:http';

export function precompress(staticDir: string): Promise<{ files: number; bytes: number; br: number; gz: number }>;
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null;
export function precompressedStatic(appDir: string): { serve(req: IncomingMessage, res: ServerResponse): boolean };
