import { useSearchParams } from 'react-router';
import { ListingLinkPanel, readListingLink } from '../features/expiry/listing-link-panel';

/** /listing-link?id=…&do=renew|close&deal=rent|sell&token=… : where a reminder mail's links lead. */
export default function ListingLink() {
  const [params] = useSearchParams();
  return <ListingLinkPanel request={readListingLink(params)} />;
}
