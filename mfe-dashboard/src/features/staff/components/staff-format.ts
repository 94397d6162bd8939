/** 'Achieng Odhiambo' -> 'AO': the placeholder of a member without a photo. */
export const initials = (fullname: string) =>
  fullname
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** SPEC §2.12: the text 'undefined' (left by an old client) is shown as blank. */
export const shownText = (text: string) => (text === 'undefined' ? '' : text);
