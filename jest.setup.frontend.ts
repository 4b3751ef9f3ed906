import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs these in jsdom (TOOLCHAIN.md).
Object.assign(globalThis, { TextEncoder, TextDecoder });
