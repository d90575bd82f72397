/** A record's thumbnail on its card (decorative: the card's name says what it is). */
import type { AtlasRecord } from '../../../workers/contract/atlas';
import { useThumbnail } from './AtlasPicture';

export function AtlasThumbnail({ record }: { record: AtlasRecord }) {
  const url = useThumbnail(record);
  return url ? <img className="atlas-card__thumb" src={url} alt="" loading="lazy" /> : null;
}
