import type { FileField } from '../endpoints';

// The image fields of the multipart calls: one file at most, optional or required.
export const image = { required: false, maxCount: 1 } as const satisfies FileField;
export const requiredImage = { required: true, maxCount: 1 } as const satisfies FileField;
