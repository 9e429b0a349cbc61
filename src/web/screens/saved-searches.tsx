import { SavedSearchesPanel } from '../features/saved-searches/saved-searches-panel';

/** /saved-searches: the user's saved searches and their alerts (behind RequireAuth). */
export default function SavedSearches() {
  return <SavedSearchesPanel />;
}
