/** Baseline of S8: the picked photo resized in a worker, then shown. */
const worker = new Worker('/__bench/baseline/image-worker.mjs', { type: 'module' });
const img = document.getElementById('img');

document.getElementById('file').addEventListener('change', (event) => {
  const file = event.currentTarget.files?.[0];
  if (!file) return;
  worker.onmessage = ({ data }) => {
    img.src = URL.createObjectURL(data);
  };
  worker.postMessage(file);
});
