import base from './playwright.config';
export default { ...base, testDir: './shots-tmp', timeout: 180_000 };
