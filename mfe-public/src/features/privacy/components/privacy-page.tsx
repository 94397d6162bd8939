import { useCallback, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { COMPANY, useDispatch, useSelector, type SiteLocale } from 'shared-data';
import {
  PRIVACY_NOTICE,
  fillNotice,
  noticeValues,
  recipientLines,
  type NoticeBlock,
  type NoticeWords,
  type PrivacyFacts,
} from 'shared-data/contract/privacy-notice';
import {
  Button,
  defineMessages,
  FormattedMessage,
  Spinner,
  useIntl,
  useSiteLocale,
} from 'shared-ui';
import { PageLayout, Prose } from '../../../shared/components/page-layout';
import { retrievingPrivacyFacts, selectPrivacy } from '../store/privacy.slice';
import { loadedNoticeSw, loadNoticeSw } from './notice-sw';
import { NoticeText } from './notice-text';

const N = PRIVACY_NOTICE;

const messages = defineMessages({
  title: { id: 'privacy.title', defaultMessage: 'Privacy notice' },
  description: {
    id: 'privacy.description',
    defaultMessage:
      "How {name} collects, uses, shares and keeps your personal data, and how to use your rights under Kenya's Data Protection Act, 2019.",
  },
  version: {
    id: 'privacy.version',
    defaultMessage: 'Version {version}, in effect from <time>{date}</time>.',
  },
  contents: { id: 'privacy.contents', defaultMessage: 'Contents' },
  failed: { id: 'privacy.failed', defaultMessage: 'The privacy notice could not be loaded.' },
  retry: { id: 'privacy.retry', defaultMessage: 'Try again' },
  loading: { id: 'privacy.loading', defaultMessage: 'Loading the privacy notice' },
});

/** 28 November 2026: the notice's date as people write it (the date is a calendar day). */
export function noticeDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

interface BlockProps {
  block: NoticeBlock;
  words: NoticeWords;
  facts: PrivacyFacts;
  locale: SiteLocale;
}

function Block({ block, words, facts, locale }: BlockProps) {
  const values = noticeValues(facts, locale);
  const fill = (text: string) => <NoticeText text={fillNotice(text, values)} />;
  if (typeof block === 'string') return <p>{fill(block)}</p>;
  if ('list' in block)
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{fill(item)}</li>
        ))}
      </ul>
    );
  const lines = recipientLines(facts, words);
  if (!lines.length) return <p>{words.noRecipients}</p>;
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{fill(line)}</li>
      ))}
    </ul>
  );
}

/**
 * The notice's words in the page's language: in Kiswahili, those the route's loader brought
 * (notice-sw.ts), or, on a page shown some other way, those fetched then (null until they are
 * in: the page waits for them, as for the facts, rather than show the English).
 */
function useNoticeWords(locale: SiteLocale) {
  const [kiswahili, setKiswahili] = useState(loadedNoticeSw);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (locale === 'en' || kiswahili || failed) return;
    let live = true;
    loadNoticeSw().then(
      (found) => live && setKiswahili(found),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [locale, kiswahili, failed]);
  const retry = useCallback(() => setFailed(false), []);
  return { words: locale === 'en' ? PRIVACY_NOTICE : kiswahili, failed, retry };
}

/**
 * The privacy notice (docs/behaviour.md#privacy-notice): the text of
 * shared-data/contract/privacy-notice (in Kiswahili, of privacy-notice-sw) in the page's
 * language, its version and date, with the periods and providers the server is set up with
 * (GET privacy-notice, fetched by the server's render: numbers and flags only, worded here).
 */
export function PrivacyPage() {
  const intl = useIntl();
  const locale = useSiteLocale();
  const english = locale === 'en';
  const notice = useNoticeWords(locale);
  const words = notice.words;
  const dispatch = useDispatch();
  const { status, facts } = useSelector(selectPrivacy);
  const needed = status === 'idle';
  useEffect(() => {
    if (needed) dispatch(retrievingPrivacyFacts.start());
  }, [dispatch, needed]);

  return (
    <PageLayout
      title={english ? N.title : intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description, { name: COMPANY.name })}
      lead={
        <FormattedMessage
          {...messages.version}
          values={{
            version: N.version,
            date: english
              ? noticeDate(N.date)
              : intl.formatDate(`${N.date}T00:00:00Z`, {
                  day: 'numeric',
                  month: 'long',
                  year: 'numeric',
                  timeZone: 'UTC',
                }),
            time: (chunks: ReactNode[]) => <time dateTime={N.date}>{chunks}</time>,
          }}
        />
      }
    >
      <Prose>
        {facts && words ? (
          <>
            <p>
              <NoticeText text={fillNotice(words.intro, noticeValues(facts, locale))} />
            </p>
            <nav aria-labelledby="privacy-contents">
              <h2 id="privacy-contents">{intl.formatMessage(messages.contents)}</h2>
              <ol>
                {words.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
            {words.sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id}>{section.heading}</h2>
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} words={words} facts={facts} locale={locale} />
                ))}
                {section.id === 'controller' && words.controllerRegistration && (
                  <p>{words.controllerRegistration}</p>
                )}
              </section>
            ))}
          </>
        ) : status === 'failed' || notice.failed ? (
          <Failed role="alert">
            <p>{intl.formatMessage(messages.failed)}</p>
            <Button
              variant="secondary"
              onClick={() => {
                if (status === 'failed') dispatch(retrievingPrivacyFacts.start());
                notice.retry();
              }}
            >
              {intl.formatMessage(messages.retry)}
            </Button>
          </Failed>
        ) : (
          <Spinner label={intl.formatMessage(messages.loading)} />
        )}
      </Prose>
    </PageLayout>
  );
}

const Failed = styled.div`
  margin: ${({ theme }) => `${theme.space[4]} 0`};
`;
