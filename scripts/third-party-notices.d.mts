export interface Notice {
  name: string;
  version: string;
  licence: string;
  repository: string;
  texts: string[];
}
export function packageDirOf(file: string): string | undefined;
export function collectNotices(packageDirs: Iterable<string>): Notice[];
export function renderNotices(title: string, notices: readonly Notice[]): string;
export function productionPackageDirs(root: string, workspace: string): string[];
