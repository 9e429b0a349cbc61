import type { SavedSearch, SmsAlertsState } from '../../../shared/saved-search';
import { savedSearchesApi } from './saved-searches-api';

/** The /saved-searches screen's list: the searches, and whether their alerts may go by SMS. */
export interface SavedSearchesPage {
  searches: SavedSearch[];
  sms: SmsAlertsState;
}

// Its own endpoint on the same GET, in the screen's lazy chunk: the account menu's list
// (`listSavedSearches`, on every page) stays as small as it was. Both read the SavedSearch tag, so
// every change to a search reads them again.
export const savedSearchesPageApi = savedSearchesApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /saved-searches, whole: the searches and the SMS state beside them. */
    listSavedSearchesPage: build.query<SavedSearchesPage, void>({
      query: () => '/saved-searches',
      transformResponse: (response: { data: SavedSearch[]; sms: SmsAlertsState }) => ({
        searches: response.data,
        sms: response.sms,
      }),
      providesTags: ['SavedSearch'],
    }),
  }),
});

export const { useListSavedSearchesPageQuery } = savedSearchesPageApi;
