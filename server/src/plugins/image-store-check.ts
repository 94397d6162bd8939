import type { ImageFiles } from '../core/images';

/** How long the image store has to answer a readiness check. */
export const IMAGE_STORE_CHECK_MS = 3_000;

/**
 * The readiness check of the configured image store: the uploads folder can be written, or the
 * bucket answers a HeadBucket with these credentials, within IMAGE_STORE_CHECK_MS (an
 * unreachable endpoint would otherwise hold the check for the SDK's retries).
 */
export function imageStoreCheck(files: Pick<ImageFiles, 'check'>): {
  name: 'images';
  run(): Promise<void>;
} {
  return {
    name: 'images',
    async run() {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          files.check(),
          new Promise<never>((_, fail) => {
            timer = setTimeout(
              () => fail(new Error(`the image store did not answer in ${IMAGE_STORE_CHECK_MS} ms`)),
              IMAGE_STORE_CHECK_MS,
            );
          }),
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
