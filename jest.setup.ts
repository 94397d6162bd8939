import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 expects the encoding API, which jsdom lacks.
Object.assign(globalThis, { TextEncoder, TextDecoder });
