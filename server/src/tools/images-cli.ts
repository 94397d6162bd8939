import path from 'node:path';
import type { Config } from '../config';
import { createS3ImageFiles } from '../plugins/s3-images';
import { createDiskImageFiles } from '../plugins/uploads';
import {
  CommandError,
  commandConfig,
  consoleOutput,
  megabytes,
  runCommand,
  type Output,
} from './cli';
import { moveImages } from './move-images';

const USAGE = `Usage: npm run images -- <to-s3|to-disk> [--remove-source]

  to-s3     copies every image in DATA_DIR/uploads to the bucket of S3_BUCKET
  to-disk   copies every image in the bucket to DATA_DIR/uploads

Safe to run again: files already there with the same size are skipped. The source is kept
unless --remove-source is given; then each source file is removed only after its copy has
been read back identical. Switch IMAGE_STORE and restart the servers afterwards.`;

/** `images to-s3|to-disk [--remove-source]`: moves uploaded images between disk and bucket. */
export async function imagesCommand(
  args: string[],
  config: Config = commandConfig(),
  out: Output = consoleOutput,
): Promise<void> {
  const [direction, ...flags] = args;
  const unknown = flags.filter((flag) => flag !== '--remove-source');
  if ((direction !== 'to-s3' && direction !== 'to-disk') || unknown.length) {
    throw new CommandError(USAGE);
  }
  if (!config.s3) {
    throw new CommandError('S3_BUCKET (and the other S3_* variables) must name the bucket.');
  }
  const disk = createDiskImageFiles(path.join(config.dataDir, 'uploads'));
  const bucket = createS3ImageFiles(config.s3);
  const [from, to] = direction === 'to-s3' ? [disk, bucket] : [bucket, disk];
  try {
    out.log(`Copying images from ${from.location} to ${to.location}`);
    const started = Date.now();
    let lastReport = started;
    const summary = await moveImages(from, to, {
      removeSource: flags.includes('--remove-source'),
      onProgress: (s) => {
        if (Date.now() - lastReport < 2000) return;
        lastReport = Date.now();
        out.log(`  ${s.copied + s.skipped} files so far (${megabytes(s.bytes)} copied)`);
      },
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    out.log(
      `Done in ${seconds} s: ${summary.total} files, ${summary.copied} copied ` +
        `(${megabytes(summary.bytes)}), ${summary.skipped} already there` +
        (flags.includes('--remove-source') ? `, ${summary.removed} removed from the source` : ''),
    );
    if (direction === 'to-s3' && config.imageStore !== 's3') {
      out.log('Now set IMAGE_STORE=s3 and restart the servers.');
    } else if (direction === 'to-disk' && config.imageStore !== 'disk') {
      out.log('Now set IMAGE_STORE=disk and restart the servers.');
    }
  } finally {
    bucket.close();
  }
}

if (require.main === module) runCommand((args) => imagesCommand(args));
