/**
 * What the RTF reader has written so far: the paragraphs ended, the runs of the one being read,
 * the pictures (embedded or attached) and the pictures left out.
 */
import type { ImportPicture } from '../../../../contract/manuscript-import';
import type { ParaState } from './rtf-formatting';
import type { ReadRtfOptions, RtfDocument, RtfParagraph } from './rtf-model';
import { type ImageKind, imageKindOfFileName, type RtfPicture } from './rtf-pictures';
import { RtfRuns } from './rtf-runs';
import type { ListTable, StyleSheet } from './rtf-tables';

export class RtfOutput {
  readonly runs = new RtfRuns();
  private readonly paragraphs: RtfParagraph[] = [];
  private readonly pictures: ImportPicture[] = [];
  private readonly leftOutPictures: string[] = [];
  private readonly unsupportedPictures: string[] = [];

  constructor(private readonly options: ReadRtfOptions) {}

  /** Ends the paragraph being read with formatting `p` (its style and list from the tables). */
  paragraph(p: ParaState, styles: StyleSheet, lists: ListTable, marker: string): void {
    const style = styles.styles.get(p.style);
    const list =
      p.ls !== undefined && p.ls > 0
        ? { ordered: lists.isOrdered(p.ls, p.ilvl, marker), level: p.ilvl }
        : undefined;
    this.paragraphs.push({
      runs: this.runs.take(),
      align: p.align,
      rtl: p.rtl,
      styleName: style?.name,
      outlineLevel: p.outlineLevel ?? style?.outlineLevel,
      list,
    });
  }

  finishPicture(picture: RtfPicture): void {
    const result = picture.finish();
    if ('leftOut' in result) this.unsupportedPictures.push(result.leftOut);
    else this.addPicture(result.bytes, result.kind);
  }

  finishAttachment(name: string): void {
    this.runs.attachmentEnded();
    const kind = imageKindOfFileName(name);
    const bytes = this.options.attachment?.(name);
    if (!bytes) {
      this.leftOutPictures.push(name);
      return;
    }
    if (!kind) {
      // There, but a PDF, TIFF or other file a page cannot show.
      this.unsupportedPictures.push((name.split('.').pop() ?? '').toUpperCase() || '?');
      return;
    }
    this.addPicture(bytes, kind);
  }

  private addPicture(bytes: Uint8Array, kind: ImageKind): void {
    const name = `${this.options.pictureNamePrefix}-${this.pictures.length + 1}.${kind.ext}`;
    const picture: ImportPicture = { name, type: kind.type, bytes };
    this.pictures.push(picture);
    // A picture sits in the text of the group around its destination.
    this.runs.picture(picture);
  }

  document(truncated: boolean): RtfDocument {
    return {
      paragraphs: this.paragraphs,
      pictures: this.pictures,
      leftOutPictures: this.leftOutPictures,
      unsupportedPictures: this.unsupportedPictures,
      truncated,
    };
  }
}
