import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs these in jsdom (TOOLCHAIN.md).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Screens load their tables and forms as lazy chunks; on a busy two-core CI machine the first
// render can take longer than Testing Library's default 1 s wait. What is awaited stays the same.
configure({ asyncUtilTimeout: 5_000 });
