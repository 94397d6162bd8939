import type { FastifyPluginAsync } from 'fastify';
import { replyLocale } from '../../core/site-language';
import type { PrivacyService } from '../../services/privacy';
import { contractRoute, signedIn } from '../contract-route';

/**
 * A person's data under /api/privacy (docs/behaviour.md#your-data): the public calls behind a
 * one-time code, and the administrators' requests and look-ups.
 */
export const privacyRoutes: FastifyPluginAsync<{ privacy: PrivacyService }> = async (
  app,
  { privacy },
) => {
  // The client address counts towards its own limit of codes (as TRUST_PROXY lets it be seen).
  // `?lang=`: the language of the page asking, the code's mail or text's language.
  contractRoute(app, 'privacyCode', (input) =>
    privacy.requestCode(input.body.contact, input.request.ip, replyLocale(input.request)),
  );
  // `?lang=`: the page's language, the one the server's words in the record answered are in.
  contractRoute(app, 'privacyExport', (input) =>
    privacy.export(input.body, replyLocale(input.request)),
  );
  contractRoute(app, 'privacyCorrect', (input) =>
    privacy.correct(input.body, replyLocale(input.request)),
  );
  contractRoute(app, 'privacyErase', (input) => privacy.erase(input.body));
  contractRoute(app, 'privacyWithdraw', (input) =>
    privacy.withdraw(input.body, replyLocale(input.request)),
  );
  contractRoute(app, 'privacyRequest', (input) => privacy.request(input.body));
  contractRoute(app, 'privacyRequests', (input) => privacy.requests(signedIn(input), input.query));
  contractRoute(app, 'answerPrivacyRequest', (input) =>
    privacy.answered(signedIn(input), input.params.id ?? ''),
  );
  contractRoute(app, 'privacyLookup', (input) =>
    privacy.lookup(signedIn(input), input.body.contact),
  );
};
