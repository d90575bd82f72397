/**
 * Auto-save support in the worker, so the main thread never parses or builds a whole book:
 * the export with the spec's header carried inside the JSON (DESIGN §2.6), and the fallback
 * copy in private storage (OPFS documents/).
 */
import type { createImportExportHandlers } from '../import/handlers';
import type { createStorageHandlers } from '../storage/handlers';

export interface AutosaveHeader {
  title: string;
  author: string;
  date: string;
}

/** Splices `"header": {...}` in as the first field of the export JSON (no parsing). */
export function withHeader(exportJson: string, header: AutosaveHeader): string {
  const trimmed = exportJson.trimStart();
  if (!trimmed.startsWith('{')) throw new Error('The export must be a JSON object');
  const rest = trimmed.slice(1).trimStart();
  const head = `{\n  "header": ${JSON.stringify(header)}`;
  return rest.startsWith('}') ? `${head}\n}` : `${head},\n  ${rest}`;
}

export function createAutosaveHandlers(
  importExport: ReturnType<typeof createImportExportHandlers>,
  storage: ReturnType<typeof createStorageHandlers>,
) {
  return {
    /** The book as the auto-save file: the export JSON with a header (title, author, date). */
    async exportForAutosave(header: AutosaveHeader): Promise<string> {
      const { json } = await importExport.exportDatabase();
      return withHeader(json, header);
    },

    /** Writes the auto-save text to OPFS documents/ (the fallback when no file is chosen). */
    async autosaveToOpfs(text: string, title: string, documentId: string): Promise<string> {
      const data = JSON.parse(text) as Record<string, unknown>;
      const saved = await storage.saveDocumentToOpfs({ title, documentId, data });
      return saved.path;
    },
  };
}
