import { Illustration, PageLayout, Prose } from '../../../shared/components/page-layout';
import { DONKEY_SURVEY } from '../data/donkey-survey';

/** The donkey survey, an article: its figures are the article's content only. */
export function DonkeySurveyPage() {
  const s = DONKEY_SURVEY;
  return (
    <PageLayout
      title="Donkey Survey"
      heading={s.title}
      description="Findings and recommendations of a household survey of donkey trade and slaughter practices in a Kenyan county: 388 households interviewed."
      lead={s.lead}
    >
      <Prose>
        <Illustration name="projectDonkey" alt="A working donkey" />
        {s.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p>
          <a href={s.reportUrl} target="_blank" rel="noopener noreferrer">
            Read the final report (opens in a new tab)
          </a>
        </p>
      </Prose>
    </PageLayout>
  );
}
