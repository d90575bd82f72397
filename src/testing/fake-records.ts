/**
 * Whole records for the typed worker fake (fake-worker-api.ts): a fake method answers with the
 * facade's own types, so its data is a complete record; a test names only the fields it shows.
 */
import { DEFAULT_APP_SETTINGS } from '../../workers/contract/constants';
import type {
  AppSettingsRecord,
  ContentMetrics,
  FrontmatterRecord,
  TreeNode,
  TreeNodeSummary,
} from '../../workers/contract/records';

export const fakeMetrics = (fields: Partial<ContentMetrics> = {}): ContentMetrics => ({
  words: 0,
  characters: 0,
  charactersNoSpaces: 0,
  paragraphs: 0,
  readingTime: 0,
  ...fields,
});

export const fakeSettings = (fields: Partial<AppSettingsRecord> = {}): AppSettingsRecord => ({
  ...structuredClone(DEFAULT_APP_SETTINGS),
  documentId: 'd',
  various: {},
  ...fields,
});

export const fakeFrontmatter = (fields: Partial<FrontmatterRecord> = {}): FrontmatterRecord => ({
  documentId: 'd',
  title: '',
  filename: '',
  author: '',
  description: '',
  copyright: '',
  toc: true,
  genre: '',
  ...fields,
});

/** A page of the tree (a folder with `type: 'folder'`). */
export const fakeTreeNode = (fields: Partial<TreeNode> & Pick<TreeNode, 'id'>): TreeNode => ({
  documentId: 'd',
  parentId: null,
  name: fields.id,
  type: 'page',
  position_in_list: 0,
  depth: 0,
  path: fields.id,
  title: '',
  content: '',
  content_metrics: fakeMetrics(),
  mark_for_delete: 0,
  ...fields,
});

/** A node as the tree shows it (without its content). */
export function fakeTreeNodeSummary(
  fields: Partial<TreeNodeSummary> & Pick<TreeNode, 'id'>,
): TreeNodeSummary {
  const { content: _content, ...summary } = fakeTreeNode(fields);
  return summary;
}

/** A picked file's handle as the main thread uses it: its name and a permission request. */
export function fakeFileHandle(
  name: string,
  requestPermission: () => Promise<PermissionState>,
): FileSystemFileHandle {
  const handle = {
    kind: 'file' as const,
    name,
    requestPermission,
    isSameEntry: async (other: FileSystemHandle) => other === handle,
    getFile: async () => new File([], name),
    createWritable: async (): Promise<FileSystemWritableFileStream> => {
      throw new Error('fake file handle: not writable');
    },
  };
  return handle;
}
