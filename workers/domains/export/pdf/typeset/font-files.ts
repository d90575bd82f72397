/**
 * The typesetter's font files (docs/pdf.md): TrueType faces from the @expo-google-fonts
 * packages (Typst reads TTF/OTF, not the woff2 the app's screen uses), emitted by the build as
 * files of the app's own origin and fetched only when a book PDF needs them.
 * Book faces (and Amiri, for Arabic and Persian) have regular, italic, bold and bold italic; the
 * other script faces regular and bold; the CJK faces (8 to 15 MB each) regular only.
 * Arabic is set in Amiri, not Noto Naskh Arabic: Noto draws dotted letters as a shared skeleton
 * plus shared dots, and a PDF maps each glyph to one character, so its text came out of
 * pdftotext and pdf.js scrambled; Amiri's extracts as written (measured, docs/pdf.md).
 */

import amiri400Regular from '@expo-google-fonts/amiri/400Regular/Amiri_400Regular.ttf?url';
import amiri400RegularItalic from '@expo-google-fonts/amiri/400Regular_Italic/Amiri_400Regular_Italic.ttf?url';
import amiri700Bold from '@expo-google-fonts/amiri/700Bold/Amiri_700Bold.ttf?url';
import amiri700BoldItalic from '@expo-google-fonts/amiri/700Bold_Italic/Amiri_700Bold_Italic.ttf?url';
import eBGaramond400Regular from '@expo-google-fonts/eb-garamond/400Regular/EBGaramond_400Regular.ttf?url';
import eBGaramond400RegularItalic from '@expo-google-fonts/eb-garamond/400Regular_Italic/EBGaramond_400Regular_Italic.ttf?url';
import eBGaramond700Bold from '@expo-google-fonts/eb-garamond/700Bold/EBGaramond_700Bold.ttf?url';
import eBGaramond700BoldItalic from '@expo-google-fonts/eb-garamond/700Bold_Italic/EBGaramond_700Bold_Italic.ttf?url';
import literata400Regular from '@expo-google-fonts/literata/400Regular/Literata_400Regular.ttf?url';
import literata400RegularItalic from '@expo-google-fonts/literata/400Regular_Italic/Literata_400Regular_Italic.ttf?url';
import literata700Bold from '@expo-google-fonts/literata/700Bold/Literata_700Bold.ttf?url';
import literata700BoldItalic from '@expo-google-fonts/literata/700Bold_Italic/Literata_700Bold_Italic.ttf?url';
import merriweather400Regular from '@expo-google-fonts/merriweather/400Regular/Merriweather_400Regular.ttf?url';
import merriweather400RegularItalic from '@expo-google-fonts/merriweather/400Regular_Italic/Merriweather_400Regular_Italic.ttf?url';
import merriweather700Bold from '@expo-google-fonts/merriweather/700Bold/Merriweather_700Bold.ttf?url';
import merriweather700BoldItalic from '@expo-google-fonts/merriweather/700Bold_Italic/Merriweather_700Bold_Italic.ttf?url';
import notoSansGeorgian400Regular from '@expo-google-fonts/noto-sans-georgian/400Regular/NotoSansGeorgian_400Regular.ttf?url';
import notoSansGeorgian700Bold from '@expo-google-fonts/noto-sans-georgian/700Bold/NotoSansGeorgian_700Bold.ttf?url';
import notoSansThai400Regular from '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf?url';
import notoSansThai700Bold from '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf?url';
import notoSerif400Regular from '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf?url';
import notoSerif400RegularItalic from '@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf?url';
import notoSerif700Bold from '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf?url';
import notoSerif700BoldItalic from '@expo-google-fonts/noto-serif/700Bold_Italic/NotoSerif_700Bold_Italic.ttf?url';
import notoSerifDevanagari400Regular from '@expo-google-fonts/noto-serif-devanagari/400Regular/NotoSerifDevanagari_400Regular.ttf?url';
import notoSerifDevanagari700Bold from '@expo-google-fonts/noto-serif-devanagari/700Bold/NotoSerifDevanagari_700Bold.ttf?url';
import notoSerifJP400Regular from '@expo-google-fonts/noto-serif-jp/400Regular/NotoSerifJP_400Regular.ttf?url';
import notoSerifKR400Regular from '@expo-google-fonts/noto-serif-kr/400Regular/NotoSerifKR_400Regular.ttf?url';
import notoSerifSC400Regular from '@expo-google-fonts/noto-serif-sc/400Regular/NotoSerifSC_400Regular.ttf?url';
import playfairDisplay400Regular from '@expo-google-fonts/playfair-display/400Regular/PlayfairDisplay_400Regular.ttf?url';
import playfairDisplay400RegularItalic from '@expo-google-fonts/playfair-display/400Regular_Italic/PlayfairDisplay_400Regular_Italic.ttf?url';
import playfairDisplay700Bold from '@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf?url';
import playfairDisplay700BoldItalic from '@expo-google-fonts/playfair-display/700Bold_Italic/PlayfairDisplay_700Bold_Italic.ttf?url';

/** Every face the typesetter can use → its files' built URLs. */
export const FONT_FILES = {
  'EB Garamond': [
    eBGaramond400Regular,
    eBGaramond400RegularItalic,
    eBGaramond700Bold,
    eBGaramond700BoldItalic,
  ],
  Literata: [literata400Regular, literata400RegularItalic, literata700Bold, literata700BoldItalic],
  Merriweather: [
    merriweather400Regular,
    merriweather400RegularItalic,
    merriweather700Bold,
    merriweather700BoldItalic,
  ],
  'Playfair Display': [
    playfairDisplay400Regular,
    playfairDisplay400RegularItalic,
    playfairDisplay700Bold,
    playfairDisplay700BoldItalic,
  ],
  'Noto Serif': [
    notoSerif400Regular,
    notoSerif400RegularItalic,
    notoSerif700Bold,
    notoSerif700BoldItalic,
  ],
  Amiri: [amiri400Regular, amiri400RegularItalic, amiri700Bold, amiri700BoldItalic],
  'Noto Serif Devanagari': [notoSerifDevanagari400Regular, notoSerifDevanagari700Bold],
  'Noto Sans Thai': [notoSansThai400Regular, notoSansThai700Bold],
  'Noto Sans Georgian': [notoSansGeorgian400Regular, notoSansGeorgian700Bold],
  'Noto Serif SC': [notoSerifSC400Regular],
  'Noto Serif JP': [notoSerifJP400Regular],
  'Noto Serif KR': [notoSerifKR400Regular],
} as const satisfies Record<string, readonly string[]>;

export type FaceName = keyof typeof FONT_FILES;
