// The schemas of site speed's calls (docs/behaviour.md#site-speed-calls).
import { vitalsRecordedSchema, vitalsReportSchema, vitalsSummarySchema } from '../vitals';
import { def } from './fields';

export const vitalsCalls = {
  // Site speed
  reportVitals: def('reportVitals', {
    request: vitalsReportSchema,
    response: vitalsRecordedSchema,
  }),
  vitalsSummary: def('vitalsSummary', { response: vitalsSummarySchema }),
};
