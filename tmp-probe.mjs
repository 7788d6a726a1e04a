import sharp from 'sharp';
if (process.env.PROBE_CACHE === 'off') sharp.cache(false);
let best = { rss: 0 };
let maxHeap = 0, maxExt = 0, maxAB = 0;
const t = setInterval(() => {
  const m = process.memoryUsage();
  maxHeap = Math.max(maxHeap, m.heapTotal); maxExt = Math.max(maxExt, m.external); maxAB = Math.max(maxAB, m.arrayBuffers);
  if (m.rss > best.rss) best = m;
}, 5);
t.unref();
process.on('exit', () => {
  const mb = (x) => Math.round(x / 1048576);
  console.error(`atpeak rss ${mb(best.rss)} heapTotal ${mb(best.heapTotal)} heapUsed ${mb(best.heapUsed)} external ${mb(best.external)} ab ${mb(best.arrayBuffers)} | max heapTotal ${mb(maxHeap)} ext ${mb(maxExt)} ab ${mb(maxAB)}`);
});
