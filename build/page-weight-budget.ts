/**
 * The sign-in page's weight budget (decision 0008): the JavaScript and CSS a signed-out visitor downloads before
 * the sign-in form shows, counted as served (brotli where the build wrote a .br, raw otherwise). The build
 * (build/page-weight.ts) and the browser test (e2e/page-weight.spec.ts) both hold the page to it.
 * 1 KB = 1000 bytes, as Vite reports sizes.
 */
export const SIGN_IN_JS_BUDGET_BYTES = 120_000;
export const SIGN_IN_CSS_BUDGET_BYTES = 20_000;

/**
 * Each screen's first visit (decision 0050): the JavaScript its lazy chunk brings beyond the signed-in shell
 * (the entry and the router, with everything they import), as served.
 */
export const SCREEN_JS_BUDGET_BYTES = 150_000;
