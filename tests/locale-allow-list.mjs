// Values a translation may keep identical to English: names, codes and keyboard shortcuts that
// read the same in every language. Reviewed list; add to it only with a reason.
export const ALLOWED_SAME_AS_ENGLISH = [
  'Story Builder', // the product's name
  'Markdown',
  'ISBN',
  'IndexedDB',
  'OPFS',
  'PDF',
  'JSON',
  'Ctrl+Shift+L',
  'Ctrl+Shift+E',
  'Ctrl+Shift+R',
  'Ctrl+Shift+J',
  '© {{year}} Story Builder',
  'OK',
  'Email',
  'Web',
  'Index', // same word in several languages (e.g. "Index" in German/Dutch/Swedish)
  'Normal',
  'Page 1', // the first page's name is "Page 1" in French too
  'Note', // French and Danish write a note as "Note" (Go to's kinds)
  'Folder', // Polish and Indonesian write a folder as "Folder" (Go to's kinds)
  'Role', // Czech writes a role as "Role" (sync's invitation role)
  // The world atlas's field labels and place kinds that several languages spell as English
  // does (checked one by one: e.g. French Arc, Date, Description, Glacier, Village; Fort, Park,
  // Museum, Monument in the Nordic and Slavic languages; Spanish and Romanian "(general)").
  'Arc',
  'Canyon',
  'Continent',
  'Culture',
  'Date',
  'Description',
  'District',
  'Fort',
  'Glacier',
  'Habitat',
  'Interactions',
  'Monument',
  'Museum',
  'Ocean',
  'Park',
  'Port',
  'Region',
  'Relation',
  'Relations',
  'Role',
  'Ruin',
  'Tag',
  'Temple',
  'Theater',
  'Traits',
  'Type',
  'Village',
  '{{category}} (general)',
  '×{{formatted}}', // a count: the multiplication sign reads the same everywhere
  'Total',
  'Chat',
  'Blog',
  'ISBN {{isbn}}', // a label and a code: reads the same in many languages
  '{{role}}: {{name}}', // a credit line: role, colon, name
  // Note colours that several languages name as English does (French Orange, Indigo, Violet;
  // Danish Pink, Lime; Dutch and Nordic Mint…), and French "Notes" and "Page".
  'Lime',
  'Indigo',
  'Violet',
  'Orange',
  'Pink',
  'Mint',
  'Notes',
  'Page',
  'Fuchsia', // French, Dutch, Danish, Indonesian
  'Label', // Dutch and Indonesian
  // The outline's columns and statuses (issue 30): "Status" in Danish, Norwegian, Dutch, Swedish
  // and Indonesian; "Synopsis" in Danish, Norwegian, Dutch and Swedish; "Final" in French,
  // Spanish, Portuguese and Romanian; "Target" in Indonesian; "Manuscript" in Dutch.
  'Status',
  'Synopsis',
  'Final',
  'Target',
  'Manuscript',
  // "Pages" (the split view's loose pages) in French.
  'Pages',
  // ISO paper sizes in millimetres read the same in the Latin-script languages (and Greek, which
  // writes mm too); the other scripts write the unit or the brackets their own way.
  'A5 (148 × 210 mm)',
  'A4 (210 × 297 mm)',
  'Volume {{number}}', // Italian and Portuguese call a book's volume "Volume"
  // Script names Dutch, Indonesian, Italian and Turkish write as English does, and the
  // manuscript's "Arabic in Amiri" line, which Italian and Dutch phrase the same way.
  'Devanagari',
  'Thai',
  '{{scripts}} in {{face}}',
];
