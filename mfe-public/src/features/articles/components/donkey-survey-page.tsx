import { defineMessages, FormattedMessage, useIntl } from 'shared-ui';
import { Illustration, PageLayout, Prose } from '../../../shared/components/page-layout';
import { DONKEY_SURVEY } from '../data/donkey-survey';

const messages = defineMessages({
  title: { id: 'articles.donkey.pageTitle', defaultMessage: 'Donkey Survey' },
  description: {
    id: 'articles.donkey.description',
    defaultMessage:
      'Findings and recommendations of a household survey of donkey trade and slaughter practices in a Kenyan county: 388 households interviewed.',
  },
  illustration: { id: 'articles.donkey.illustration', defaultMessage: 'A working donkey' },
  report: {
    id: 'articles.donkey.report',
    defaultMessage: 'Read the final report (opens in a new tab)',
  },
});

/** The donkey survey, an article: its figures are the article's content only. */
export function DonkeySurveyPage() {
  const intl = useIntl();
  const s = DONKEY_SURVEY;
  return (
    <PageLayout
      title={intl.formatMessage(messages.title)}
      heading={intl.formatMessage(s.title)}
      description={intl.formatMessage(messages.description)}
      lead={intl.formatMessage(s.lead)}
    >
      <Prose>
        <Illustration name="projectDonkey" alt={intl.formatMessage(messages.illustration)} />
        {s.sections.map((section) => (
          <section key={section.heading.id}>
            <h2>
              <FormattedMessage {...section.heading} />
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.id}>
                <FormattedMessage {...paragraph} />
              </p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item.id}>
                    <FormattedMessage {...item} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p>
          <a href={s.reportUrl} target="_blank" rel="noopener noreferrer">
            <FormattedMessage {...messages.report} />
          </a>
        </p>
      </Prose>
    </PageLayout>
  );
}
