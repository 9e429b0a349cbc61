// The limits of saved searches, without zod (unlike saved-search.ts): the search page's first load
// reads them.

/** How many searches one account, or one e-mail address, may keep. */
export const MAX_SAVED_SEARCHES = 20;
export const MAX_SEARCH_NAME_LENGTH = 80;
/** The search page's query string, as long as a URL people share can reasonably be. */
export const MAX_SAVED_QUERY_LENGTH = 1000;
