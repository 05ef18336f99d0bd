import { Follow, followMetadata } from '@/app/_site/follow';

// Static, rebuilt once a day with the landing page.
export const revalidate = 86400;
export const generateMetadata = () => followMetadata('en');

export default function Page() {
  return <Follow locale="en" />;
}
