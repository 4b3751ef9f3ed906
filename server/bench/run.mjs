// Benchmarks of the server (ARCHITECTURE 5): betting, then settlement.
await import('./betting.mjs');
await import('./release.mjs');
