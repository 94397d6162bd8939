// The release domain's only way in (docs/behaviour.md#releases): the rest of the server imports
// releases from here, never from a file of this folder.
export { createReleaseService, type ReleaseOptions, type ReleaseService } from './service';
export type { ReleaseCaller } from './access';
export type { ReleaseTurn } from './claims';
export { CLEANUP_EVERY_MS } from './retention';
export { contentTypeOf, MANIFEST_FILE } from './files';
export { providedBy, type SiteProvides } from './gate';
