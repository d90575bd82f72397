/** The schema chain, in order. A guard test checks that versions rise by exactly 1. */

import type { SchemaStep } from './types';
import { v001 } from './v001-initial';
import { v002 } from './v002-tree-and-back-matter';
import { v003 } from './v003-section-metrics';
import { v004 } from './v004-note-page';
import { v005 } from './v005-settings-various';
import { v006 } from './v006-autosave-and-ebook';
import { v007 } from './v007-metrics-backfill';
import { v008 } from './v008-world-kinds';
import { v009 } from './v009-export-structure';
import { v010 } from './v010-page-versions';
import { v011 } from './v011-version-base';
import { v012 } from './v012-outline-fields';
import { v013 } from './v013-tree-snapshot';
import { v014 } from './v014-collab-docs';

export const SCHEMA_STEPS: readonly SchemaStep[] = [
  v001,
  v002,
  v003,
  v004,
  v005,
  v006,
  v007,
  v008,
  v009,
  v010,
  v011,
  v012,
  v013,
  v014,
];
