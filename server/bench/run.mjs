// Benchmarks of the server (ARCHITECTURE 5): betting, then settlement, then the map.
await import('./betting.mjs');
await import('./release.mjs');
await import('./map.mjs');
