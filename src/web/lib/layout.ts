/** The shell's header height in px (AppShell), which the toasts keep clear of (components/toast-container.tsx). */
export const HEADER_HEIGHT = 60;
