import base from './playwright.config';
export default { ...base, testDir: './shots-tmp', webServer: undefined, use: { ...base.use, baseURL: 'http://localhost:3500' } };
