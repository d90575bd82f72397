/**
 * The book's scene-break separator (issue 25), as the editor shows a scene break: `* * *`, `#`,
 * the fleuron or (a blank line) a faint short rule, read from the export choices and read again
 * when they change, so the page shows what every export will print.
 */
import { createContext, type ReactNode, useContext } from 'react';
import { SCENE_SEPARATOR_TEXT, sceneBreakText } from '../../../../../workers/contract/scene-break';
import { workerApi } from '../../../../worker-client/client';
import { useWorkerQuery } from '../../../../worker-client/useWorkerQuery';

const SceneSeparatorContext = createContext<string>(SCENE_SEPARATOR_TEXT.asterisks);

/** The separator's text ('' for a blank line). */
export const useSceneSeparator = (): string => useContext(SceneSeparatorContext);

/** Gives the scene breaks inside it the book's separator (its children render only once). */
export function SceneSeparatorProvider({ children }: { children: ReactNode }) {
  const choices = useWorkerQuery(() => workerApi().getExportChoices(), [], ['ebook_settings']);
  const mark = choices.data ? sceneBreakText(choices.data) : SCENE_SEPARATOR_TEXT.asterisks;
  return <SceneSeparatorContext.Provider value={mark}>{children}</SceneSeparatorContext.Provider>;
}
