// Benchmarks of the server (ARCHITECTURE 5): betting, then settlement, then the map, then the map
// read while orders come in (the cutoff rush).
await import('./betting.mjs');
await import('./release.mjs');
await import('./map.mjs');
await import('./mapRush.mjs');
