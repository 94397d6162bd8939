import type { FastifyPluginAsync } from 'fastify';
import { SITE_ROUTES, localePath } from 'shared-data/contract';
import { SHORT_LINK_PATH, type BookingService } from '../../services/booking';

/**
 * A booking's short manage link, the one text messages carry: GET /m/{short token} sends the
 * visitor on to the manage page (303). A short token no booking has goes to the manage page
 * too, with a token no booking has, where the page says the link is not valid and how to call.
 * Like the manage page, it is never cached nor indexed, and tells no other site where it came
 * from. The manage page opens in the language the booking was made in.
 */
export const shortLinkRoutes: FastifyPluginAsync<{ bookings: BookingService }> = async (
  app,
  { bookings },
) => {
  app.get<{ Params: { token: string } }>(`${SHORT_LINK_PATH}:token`, async (request, reply) => {
    const found = await bookings.fullTokenOf(request.params.token);
    const token = found?.token ?? 'not-a-booking';
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .redirect(
        localePath(
          SITE_ROUTES.public.manageBooking.replace(':token', encodeURIComponent(token)),
          found?.language ?? 'en',
        ),
        303,
      );
  });
};
