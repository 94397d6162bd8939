import type { FastifyPluginAsync } from 'fastify';
import { endpoints, errorBodySchema, slotSchema } from 'shared-data/contract';
import { z } from 'zod';
import type { BookingService, ScheduleService } from '../../services/booking';
import { replyLocale } from '../../core/site-language';
import { contractRoute, signedIn } from '../contract-route';

/** A 409 of a time just taken carries the day's fresh free slots; other 409s do not. */
const conflict = { 409: errorBodySchema.extend({ slots: z.array(slotSchema).optional() }) };

/** Online booking and the staff's day (docs/behaviour.md#booking). */
export const appointmentRoutes: FastifyPluginAsync<{
  bookings: BookingService;
  schedule: ScheduleService;
}> = async (app, { bookings, schedule }) => {
  // Public
  contractRoute(app, 'appointmentTypes', () => bookings.types());
  contractRoute(app, 'appointmentDoctors', ({ query }) =>
    bookings.doctors(query.type, query.species),
  );
  contractRoute(app, 'appointmentSlots', ({ query }) => bookings.slots(query));
  contractRoute(app, 'nextFreeSlot', ({ query }) => bookings.nextFree(query));
  contractRoute(app, 'holidays', ({ query }) => bookings.holidays(query));
  // `?lang=`: the language of the page it was booked from, its mail and texts' language.
  contractRoute(
    app,
    'createAppointment',
    ({ body, request }) => bookings.create({ ...body, language: replyLocale(request) }),
    {
      status: 201,
      errors: conflict,
    },
  );
  contractRoute(app, 'managedAppointment', ({ params }) => bookings.managed(params.token ?? ''));
  // The booking's calendar file, for the confirmation screen's download: a file, not JSON, so
  // outside the contract's JSON calls; the manage token is its key, so no cache keeps it.
  app.get<{ Params: { token: string } }>(
    `/${endpoints.managedAppointment.path.replace('{token}', ':token')}/calendar`,
    async (request, reply) => {
      const file = await bookings.calendar(request.params.token);
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .type(`text/calendar; charset=utf-8; method=${file.method}`)
        .send(file.content);
    },
  );
  contractRoute(app, 'cancelManagedAppointment', ({ params }) =>
    bookings.cancelManaged(params.token ?? ''),
  );
  contractRoute(
    app,
    'moveManagedAppointment',
    ({ params, body }) => bookings.moveManaged(params.token ?? '', body.start),
    { errors: conflict },
  );

  contractRoute(app, 'setManagedConsent', ({ params, body }) =>
    bookings.setManagedConsent(params.token ?? '', body.remind_vaccinations),
  );

  // Staff: any signed-in staff member runs the day.
  contractRoute(app, 'staffAppointments', ({ query }) => bookings.list(query));
  contractRoute(app, 'appointmentChanges', ({ query }) => bookings.changes(query.since));
  contractRoute(app, 'appointmentSummary', ({ query }) => bookings.summary(query.doctor));
  contractRoute(
    app,
    'createPhoneAppointment',
    (input) => bookings.createByPhone(signedIn(input), input.body),
    {
      status: 201,
      errors: conflict,
    },
  );
  contractRoute(app, 'setAppointmentStatus', (input) =>
    bookings.setStatus(signedIn(input), input.params.id ?? '', input.body.status),
  );
  contractRoute(
    app,
    'moveAppointment',
    (input) => bookings.staffMove(signedIn(input), input.params.id ?? '', input.body),
    { errors: conflict },
  );
  contractRoute(app, 'cancelAppointment', (input) =>
    bookings.staffCancel(signedIn(input), input.params.id ?? '', input.body.message),
  );

  // Hours and time off: one's own; administrators anyone's.
  contractRoute(app, 'workingHours', (input) =>
    schedule.hours(signedIn(input), input.query.doctor),
  );
  contractRoute(app, 'setWorkingHours', (input) =>
    schedule.setHours(signedIn(input), input.body.doctor_id, input.body.hours),
  );
  contractRoute(app, 'timeOff', ({ query }) => schedule.timeOff(query));
  contractRoute(app, 'addTimeOff', (input) => schedule.addTimeOff(signedIn(input), input.body));
  contractRoute(app, 'deleteTimeOff', (input) =>
    schedule.deleteTimeOff(signedIn(input), input.params.id ?? ''),
  );

  // Types and holidays: every staff member reads them, administrators change them.
  contractRoute(app, 'staffAppointmentTypes', () => schedule.types());
  contractRoute(app, 'createAppointmentType', (input) =>
    schedule.createType(signedIn(input), input.body),
  );
  contractRoute(app, 'updateAppointmentType', (input) =>
    schedule.updateType(signedIn(input), input.params.id ?? '', input.body),
  );
  contractRoute(app, 'deleteAppointmentType', (input) =>
    schedule.deleteType(signedIn(input), input.params.id ?? ''),
  );
  contractRoute(app, 'createHoliday', (input) =>
    schedule.createHoliday(signedIn(input), input.body),
  );
  contractRoute(app, 'updateHoliday', (input) =>
    schedule.updateHoliday(signedIn(input), input.params.id ?? '', input.body),
  );
  contractRoute(app, 'deleteHoliday', (input) =>
    schedule.deleteHoliday(signedIn(input), input.params.id ?? ''),
  );
};
