import { apiCalls } from './api-calls';
import type { TestApp } from './test-app';

// The calls of the educational screen's API tests, as the screen makes them under /ministerstvo/.

export type MinistryCalls = ReturnType<typeof ministryCalls>;

export const ministryCalls = (t: TestApp, cookie: string) =>
  apiCalls(t, cookie, (path) => (path.startsWith('grading-rule/') ? path : `ministerstvo/${path}`));

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
