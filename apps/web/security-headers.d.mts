export const SECURITY_HEADERS: { key: string; value: string }[];
