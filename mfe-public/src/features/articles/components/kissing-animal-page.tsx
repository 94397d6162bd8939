import { Illustration, PageLayout, Prose } from '../../../shared/components/page-layout';
import { StripedTable } from '../../../shared/components/striped-table';
import { KISSING_ARTICLE, ZOONOSES, type Zoonosis } from '../data/kissing-animal';

const COLUMNS = [
  { key: 'organism', header: 'Organism', cell: (row: Zoonosis) => row.organism },
  { key: 'host', header: 'Common_Host', cell: (row: Zoonosis) => row.commonHost },
  { key: 'category', header: 'Category', cell: (row: Zoonosis) => row.category },
  { key: 'disease', header: 'Disease', cell: (row: Zoonosis) => row.disease },
] as const;

/**
 * The article 'Why kissing your animal may not be the best idea', with the zoonoses table
 * (docs/behaviour.md#static-pages).
 */
export function KissingAnimalPage() {
  const a = KISSING_ARTICLE;
  return (
    <PageLayout
      title={a.title}
      description="Zoonotic diseases pets and farm animals can pass to people through kisses and close contact, and simple ways to keep your family safe."
      lead={a.lead}
    >
      <Prose>
        <Illustration name="articleKissing" alt="A dog and a cat with a heart between them" />
        {a.before.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
        <h2>Some diseases animals share with us</h2>
      </Prose>
      <StripedTable
        caption="Zoonotic organisms, their common hosts and the diseases they cause"
        columns={COLUMNS}
        rows={ZOONOSES}
        rowKey={(row) => row.organism}
      />
      <Prose>
        <h2>Keeping the love, losing the germs</h2>
        <ul>
          {a.advice.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {a.after.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </Prose>
    </PageLayout>
  );
}
