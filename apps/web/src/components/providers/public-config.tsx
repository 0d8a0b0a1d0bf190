'use client';
import { createContext, useContext } from 'react';

export type PublicConfig = { apiBaseUrl: string; luminaUrl: string };

const Ctx = createContext<PublicConfig>({ apiBaseUrl: '/backend', luminaUrl: '' });

export const PublicConfigProvider = Ctx.Provider;

/** Settings the server lets the browser know (API base URL, LUMINA address); never secrets. */
export const usePublicConfig = () => useContext(Ctx);
