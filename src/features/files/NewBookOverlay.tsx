export function NewBookOverlay() {
  return null;
}
