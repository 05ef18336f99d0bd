import { NewsroomSkeleton } from '@/app/_site/loading';

export default function Loading() {
  return <NewsroomSkeleton locale="ru" />;
}
