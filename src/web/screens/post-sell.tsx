import { PostFlow } from '../features/post/post-flow';

export default function PostSell() {
  return <PostFlow type="sell" />;
}
