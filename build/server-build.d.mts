export const SERVER_DIR: string;
export function buildServer(root?: string, outDir?: string): Promise<void>;
export function buildServerIfChanged(root?: string): Promise<void>;
