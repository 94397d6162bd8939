import styled from 'styled-components';
import type { Enquiry } from 'shared-data';
import { Button, Card } from 'shared-ui';

/**
 * The date part of an ISO time ('2026-11-27T01:50:00.000+03:00' -> '2026-11-27'). The server sends
 * enquiries' times in the clinic's time, so this is the clinic's date whatever the browser's zone.
 */
export const datePart = (iso: string) => iso.split('T')[0] ?? iso;

/** Who answered: the staff member's name, or who they were once the account is gone. */
const responder = (name: string | null) => name ?? 'a former staff member';

export interface EnquiryCardProps {
  enquiry: Enquiry;
  onRespond: () => void;
}

/**
 * One client enquiry (docs/behaviour.md#dashboard): who asked, what, when and from where, and its
 * answers.
 */
export function EnquiryCard({ enquiry, onRespond }: EnquiryCardProps) {
  const { geo_data: geo, responses } = enquiry;
  // Only what the location lookup found: each part is shown when present.
  const place = [
    { label: 'City', value: geo?.city },
    { label: 'Region', value: geo?.region },
    { label: 'Country', value: geo?.country_name },
  ].filter((entry): entry is { label: string; value: string } => Boolean(entry.value));
  const answered = responses.length > 0;

  return (
    <Card
      title={`#${enquiry.query_id}`}
      headingLevel={2}
      action={
        <Button aria-haspopup="dialog" onClick={onRespond}>
          Respond
        </Button>
      }
    >
      <Badge $answered={answered}>{answered ? 'Answered' : 'Awaiting response'}</Badge>
      <Message>{enquiry.message}</Message>
      <Details>
        <dt>Phone number</dt>
        <dd>
          <a href={`tel:${enquiry.phonenumber.replace(/[^\d+]/g, '')}`}>{enquiry.phonenumber}</a>
        </dd>
        <dt>Full name</dt>
        <dd>{enquiry.fullname}</dd>
        <dt>Date</dt>
        <dd>{datePart(enquiry.createdAt)}</dd>
        {place.map(({ label, value }) => (
          <Entry key={label} label={label} value={value} />
        ))}
      </Details>
      {answered && (
        <Responses aria-label={`Responses to #${enquiry.query_id}`}>
          {responses.map((response, index) => (
            <li key={`${response.createdAt}-${index}`}>
              <Message>{response.response}</Message>
              <Byline>
                {`Sent by ${responder(response.responded_by)} on ${datePart(response.createdAt)}`}
              </Byline>
            </li>
          ))}
        </Responses>
      )}
    </Card>
  );
}

function Entry({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

const Badge = styled.p<{ $answered: boolean }>`
  align-self: flex-start;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ $answered, theme }) => ($answered ? theme.colors.onPrimary : theme.colors.text)};
  background: ${({ $answered, theme }) => ($answered ? theme.colors.success : theme.colors.accent)};
`;

const Message = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Responses = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-left: 3px solid ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Byline = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;
