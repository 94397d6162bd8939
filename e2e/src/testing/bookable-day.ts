/**
 * A day a browser test can book on whatever the clock says: the first day two or more days
 * ahead (clinic time) with a free 09:00 slot of the type for the species. "Today" or
 * "tomorrow" would fail a run made late in the clinic's day, when their times have passed.
 */
export async function bookableDay(
  siteUrl: string,
  { type, species }: { type: string; species: string },
): Promise<string> {
  const clinicDay = (at: number) =>
    new Date(at).toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });
  const query = new URLSearchParams({
    type,
    species,
    from: clinicDay(Date.now()),
    to: clinicDay(Date.now() + 20 * 86_400_000),
  });
  const response = await fetch(`${siteUrl}/api/appointments/slots?${query}`);
  if (!response.ok) throw new Error(`slots answered ${response.status}`);
  const slots = (await response.json()) as { start: string }[];
  const nine = slots.find(
    (slot) =>
      slot.start.endsWith('T09:00:00+03:00') &&
      Date.parse(slot.start) > Date.now() + 2 * 86_400_000,
  );
  if (nine === undefined) throw new Error(`no free 09:00 ${type} for ${species} in 20 days`);
  return nine.start.slice(0, 10);
}
