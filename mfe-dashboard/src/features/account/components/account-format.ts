/** SPEC §2.12: the text 'undefined' (left by an old client) is shown as blank. */
export const shownText = (text: string) => (text === 'undefined' ? '' : text);

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** 'Wanjiru Kamau' -> 'WK': the placeholder of an account without a photo. */
export const initials = (fullname: string) =>
  fullname
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
