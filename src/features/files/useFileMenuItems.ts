import type { MenuItem } from '../../components/MenuButton';

/** The File menu's items (filled in by the file features). */
export function useFileMenuItems(): MenuItem[] {
  return [];
}
