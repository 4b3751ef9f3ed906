// Standalone development entry. The async boundary lets Module Federation settle shared modules first.
import('./bootstrap');
