// The schemas of the operations' calls: health.
import { healthSchema } from '../entities';
import { def } from './fields';

export const operationsCalls = {
  // Operations
  health: def('health', { response: healthSchema }),
};
