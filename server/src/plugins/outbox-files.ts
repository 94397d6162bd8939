import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxFiles } from '../core/mailer';

/** The outbox's messages: mail (`.eml`) and texts (`.sms.txt`). */
const MESSAGE = /\.(eml|sms\.txt)$/;

/** core's OutboxFiles over a directory: its messages, by the time they were written. */
export function outboxFiles(dir: string): OutboxFiles {
  return {
    async removeOlderThan(beforeMs) {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return 0; // no outbox: nothing was ever written
      }
      let removed = 0;
      for (const name of names) {
        if (!MESSAGE.test(name)) continue;
        const file = path.join(dir, name);
        try {
          if ((await stat(file)).mtimeMs < beforeMs) {
            await unlink(file);
            removed += 1;
          }
        } catch {
          // Removed by another instance sharing the directory, or by a person: not ours to count.
        }
      }
      return removed;
    },
  };
}
