// Benchmarks of the server (ARCHITECTURE 5): betting (issue 5), then settlement (issue 6).
await import('./betting.mjs');
await import('./release.mjs');
