import { PostFlow } from '../features/post/post-flow';

export default function RentOut() {
  return <PostFlow type="rent" />;
}
