/**
 * The walk of every implemented call with the probes of hostile-probes.ts, split by domain so
 * that jest runs the parts side by side (server/src/routes/hostile-*.test.ts; each part takes
 * tens of seconds on each database). hostile-text.test.ts checks that the parts together cover
 * every implemented call, each once.
 */
import { endpoints } from 'shared-data/contract';
import type { Implemented } from './calls';
import type { HostileFixtures } from './hostile-fixtures';
import { probesFor, problemWith, type Baseline } from './hostile-probes';

export const HOSTILE_CALL_GROUPS = {
  // Staff accounts, the activity log, and a person's data.
  accounts: [
    'signIn',
    'register',
    'currentUser',
    'staffList',
    'addStaff',
    'doctors',
    'updateStaff',
    'updateAccount',
    'requestOtp',
    'resetPassword',
    'logout',
    'deleteStaff',
    'refreshToken',
    'audit',
    'auditActors',
    'privacyCode',
    'privacyExport',
    'privacyCorrect',
    'privacyErase',
    'privacyWithdraw',
    'privacyRequest',
    'privacyRequests',
    'answerPrivacyRequest',
    'privacyLookup',
  ],
  // The site's content (blogs, enquiries, carousel, counters, promises), health and site speed.
  site: [
    'blogs',
    'createBlog',
    'updateBlog',
    'deleteBlog',
    'createParagraph',
    'updateParagraph',
    'deleteParagraph',
    'createEnquiry',
    'enquiries',
    'respondEnquiry',
    'carousel',
    'createCarousel',
    'updateCarousel',
    'deleteCarousel',
    'counters',
    'createCounter',
    'updateCounter',
    'promises',
    'createPromise',
    'updatePromise',
    'health',
    'reportVitals',
    'vitalsSummary',
  ],
  booking: [
    'appointmentTypes',
    'appointmentDoctors',
    'appointmentSlots',
    'nextFreeSlot',
    'holidays',
    'createAppointment',
    'managedAppointment',
    'cancelManagedAppointment',
    'moveManagedAppointment',
    'staffAppointments',
    'appointmentChanges',
    'appointmentSummary',
    'createPhoneAppointment',
    'setAppointmentStatus',
    'moveAppointment',
    'cancelAppointment',
    'workingHours',
    'setWorkingHours',
    'timeOff',
    'addTimeOff',
    'deleteTimeOff',
    'staffAppointmentTypes',
    'createAppointmentType',
    'updateAppointmentType',
    'deleteAppointmentType',
    'createHoliday',
    'updateHoliday',
    'deleteHoliday',
  ],
  releases: [
    'releaseOverview',
    'remoteReleases',
    'releaseUpload',
    'releaseCanary',
    'releasePromote',
    'releaseRollback',
    'releaseWithdraw',
    'releasePreview',
    'deployTokens',
    'createDeployToken',
    'revokeDeployToken',
  ],
} as const satisfies Record<string, readonly Implemented[]>;

/**
 * One test per call: every probe of the call made as an administrator against the suite's
 * fixtures (read when the test runs: the suite makes them in beforeAll).
 */
export function itWalksCalls(names: readonly Implemented[], current: () => HostileFixtures): void {
  it.each(names)('%s: no hostile input gets a 5xx or a malformed error', async (name) => {
    const { api, admin, BASELINES } = current();
    const baseline: Baseline = { ...(await BASELINES[name]()), token: admin.token };
    const probes = probesFor(name, baseline);
    const problems: string[] = [];
    const statuses = new Set<number>();
    for (const probe of probes) {
      const res = await api.app.inject({
        method: endpoints[name].method,
        url: probe.url,
        headers: probe.headers,
        ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
      });
      statuses.add(res.statusCode);
      const problem = problemWith(res);
      if (problem) problems.push(`${probe.label}: ${problem}`);
    }
    expect(problems).toEqual([]);
    expect(probes.length).toBeGreaterThan(15);
    // The probes got past authentication to the checks they aim at.
    // (Sign-in and refresh answer 401 to what they refuse: a password, a missing cookie.)
    if (name !== 'signIn' && name !== 'refreshToken') {
      expect(statuses.has(401) || statuses.has(403)).toBe(false);
    }
    if (endpoints[name].body !== 'none') expect(statuses).toContain(400);
  });
}
