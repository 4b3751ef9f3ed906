// Entry of the shell. The async boundary lets Module Federation set up the shared singletons
// (react, single-spa, the kernel...) before any of them is used.
import('./bootstrap');
