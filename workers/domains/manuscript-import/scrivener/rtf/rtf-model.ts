/** What the RTF reader makes of a file: paragraphs of formatted runs, before it becomes HTML. */
import type { ImportPicture } from '../../../../contract/manuscript-import';

export interface RtfTextRun {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  /** Set inside a HYPERLINK field's result (http, https and mailto only). */
  href: string | undefined;
}

export interface RtfPictureRun {
  picture: ImportPicture;
}

export type RtfRun = RtfTextRun | RtfPictureRun;

export type RtfAlign = 'left' | 'center' | 'right' | 'justify';

export interface RtfParagraph {
  runs: RtfRun[];
  align: RtfAlign | undefined;
  rtl: boolean;
  /** The paragraph style's name from the stylesheet (`\sN`), if it has one. */
  styleName: string | undefined;
  /** `\outlinelevelN` of the paragraph or its style (0 is a top heading). */
  outlineLevel: number | undefined;
  list: { ordered: boolean; level: number } | undefined;
}

export interface RtfDocument {
  paragraphs: RtfParagraph[];
  pictures: ImportPicture[];
  /** Attached pictures whose file is not beside the RTF (their file names). */
  leftOutPictures: string[];
  /** Pictures in a format a page cannot show, by the format's name ("WMF", "PDF"). */
  unsupportedPictures: string[];
  /** True when the file ended before its groups were closed (what was read is kept). */
  truncated: boolean;
}

export interface ReadRtfOptions {
  /** Prefix of the names given to embedded pictures (unique within one import). */
  pictureNamePrefix: string;
  /** A file beside the RTF that a Cocoa attachment (`\NeXTGraphic name`) names. */
  attachment?: (name: string) => Uint8Array | undefined;
}

/** An RTF file that cannot be read at all (not RTF, or nested beyond reason). */
export class RtfUnreadableError extends Error {
  override readonly name = 'RtfUnreadableError';
}
