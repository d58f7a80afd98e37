export interface Sources {
  folders: string[];
  files: string[];
  /** Inputs left out, by their path from the root. */
  skip?: (file: string) => boolean;
}
export const WEB_SOURCES: Sources;
export const SERVER_SOURCES: Sources;
export const SOURCES_HASH_FILE: string;
export function stampOf(root: string, sources: Sources): Promise<string>;
export function hashWebSources(root: string): Promise<string>;
export function builtFrom(root: string, stampFile: string, sources: Sources): Promise<boolean>;
export function stampBuild(root: string): Promise<void>;
