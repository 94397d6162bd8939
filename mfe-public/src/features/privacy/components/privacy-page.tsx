import { useEffect } from 'react';
import styled from 'styled-components';
import { COMPANY, useDispatch, useSelector } from 'shared-data';
import {
  PRIVACY_NOTICE,
  fillNotice,
  noticeValues,
  recipientLines,
  type NoticeBlock,
  type PrivacyFacts,
} from 'shared-data/contract/privacy-notice';
import { Button, Spinner } from 'shared-ui';
import { PageLayout, Prose } from '../../../shared/components/page-layout';
import { retrievingPrivacyFacts, selectPrivacy } from '../store/privacy.slice';
import { NoticeText } from './notice-text';

const N = PRIVACY_NOTICE;

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

function Block({ block, facts }: { block: NoticeBlock; facts: PrivacyFacts }) {
  const values = noticeValues(facts);
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
  const lines = recipientLines(facts);
  if (!lines.length) return <p>{N.noRecipients}</p>;
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{fill(line)}</li>
      ))}
    </ul>
  );
}

/**
 * The privacy notice (docs/behaviour.md#privacy-notice): the text of
 * shared-data/contract/privacy-notice, its version and date, with the periods and providers the
 * server is set up with (GET privacy-notice, fetched by the server's render).
 */
export function PrivacyPage() {
  const dispatch = useDispatch();
  const { status, facts } = useSelector(selectPrivacy);
  const needed = status === 'idle';
  useEffect(() => {
    if (needed) dispatch(retrievingPrivacyFacts.start());
  }, [dispatch, needed]);

  return (
    <PageLayout
      title={N.title}
      description={`How ${COMPANY.name} collects, uses, shares and keeps your personal data, and how to use your rights under Kenya's Data Protection Act, 2019.`}
      lead={
        <>
          {`Version ${N.version}, in effect from `}
          <time dateTime={N.date}>{noticeDate(N.date)}</time>.
        </>
      }
    >
      <Prose>
        {facts ? (
          <>
            <p>
              <NoticeText text={fillNotice(N.intro, noticeValues(facts))} />
            </p>
            <nav aria-labelledby="privacy-contents">
              <h2 id="privacy-contents">Contents</h2>
              <ol>
                {N.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
            {N.sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id}>{section.heading}</h2>
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} facts={facts} />
                ))}
                {section.id === 'controller' && N.controllerRegistration && (
                  <p>{N.controllerRegistration}</p>
                )}
              </section>
            ))}
          </>
        ) : status === 'failed' ? (
          <Failed role="alert">
            <p>The privacy notice could not be loaded.</p>
            <Button variant="secondary" onClick={() => dispatch(retrievingPrivacyFacts.start())}>
              Try again
            </Button>
          </Failed>
        ) : (
          <Spinner label="Loading the privacy notice" />
        )}
      </Prose>
    </PageLayout>
  );
}

const Failed = styled.div`
  margin: ${({ theme }) => `${theme.space[4]} 0`};
`;
