/** A problem of the import in the author's words, naming the file. */
import type { TFunction } from 'i18next';
import type { ImportProblem } from '../../../workers/contract/manuscript-import';

export function problemText(
  t: TFunction,
  problem: ImportProblem,
  iso: (text: string) => string,
): string {
  return t(`manuscript_import.problem.${problem.code}`, {
    file: iso(problem.file),
    detail: iso(problem.detail ?? ''),
  });
}
