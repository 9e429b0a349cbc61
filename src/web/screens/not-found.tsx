import { NotFound } from '../components/not-found';

export default function NotFoundScreen() {
  return <NotFound />;
}
