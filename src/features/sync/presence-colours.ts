/**
 * The cursor colours an author can pick (each dark enough for the white name label Lexical draws
 * beside a remote caret); names come from the colour labels' words.
 */
export const PRESENCE_COLOURS = [
  { key: 'red', value: '#b3261e' },
  { key: 'orange', value: '#a04800' },
  { key: 'green', value: '#1b7a3a' },
  { key: 'teal', value: '#00696f' },
  { key: 'blue', value: '#0b5cc2' },
  { key: 'purple', value: '#6a3fc9' },
  { key: 'pink', value: '#b0266f' },
] as const;

export type PresenceColourKey = (typeof PRESENCE_COLOURS)[number]['key'];

/** A colour for a new connection, picked at random so two people rarely start alike. */
export function randomPresenceColour(): string {
  const index = Math.floor(Math.random() * PRESENCE_COLOURS.length);
  return PRESENCE_COLOURS[index]?.value ?? PRESENCE_COLOURS[0].value;
}
