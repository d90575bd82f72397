/** Test helpers for the typesetter's blocks (html-blocks.ts). */
import type { Block } from '../html-blocks';

/** The text of every run of every block, flattened (quotes and list items included). */
export function blockTexts(blocks: Block[]): string[] {
  return blocks.flatMap((b): string[] => {
    if (b.t === 'p' || b.t === 'h') return [b.r.map((r) => r.s).join('')];
    if (b.t === 'q') return blockTexts(b.b);
    if (b.t === 'ul' || b.t === 'ol') return b.items.flatMap(blockTexts);
    if (b.t === 'pre') return [b.s];
    return [];
  });
}
