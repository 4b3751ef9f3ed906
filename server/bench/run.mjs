// Benchmarks of the server (ARCHITECTURE 5). Later issues add real ones here.
console.log('no benchmarks yet');
