import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 expects the encoding API, which jsdom lacks.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The shell's page has a description, which each page sets (shared-ui's usePageHead).
if (typeof document !== 'undefined' && !document.head.querySelector('meta[name="description"]')) {
  const description = document.createElement('meta');
  description.name = 'description';
  document.head.append(description);
}
