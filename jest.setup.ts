import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 expects the encoding API, which jsdom lacks.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The shell's page has a description, which each page sets (shared-ui's usePageHead).
if (typeof document !== 'undefined' && !document.head.querySelector('meta[name="description"]')) {
  const description = document.createElement('meta');
  description.name = 'description';
  document.head.append(description);
}

// A screen's findBy/waitFor wait for what a person waits for: a section's chunk and its first
// answer over a real HTTP server. On a machine busy with other work that takes more than the
// library's 1 s default; a wrong screen still fails, only later.
configure({ asyncUtilTimeout: 5000 });
