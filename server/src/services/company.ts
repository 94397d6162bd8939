/** How the server names the company in mail and documents (the site's own copy is in the shell). */
export const COMPANY_NAME = 'Mifugo Animal Health Services';
