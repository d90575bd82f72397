/** At most 1280 px on the longer side, webp at quality 0.8, with OffscreenCanvas. */
const MAX_SIDE = 1280;

self.onmessage = async ({ data: file }) => {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  const canvas = new OffscreenCanvas(width, height);
  canvas.getContext('2d').drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  self.postMessage(await canvas.convertToBlob({ type: 'image/webp', quality: 0.8 }));
};
