import { PolicyPage, policyMetadata } from '@/app/_site/policy';

// Static, rebuilt once a day with the landing page.
export const revalidate = 86400;
export const generateMetadata = () => policyMetadata('en');

export default function Page() {
  return <PolicyPage locale="en" />;
}
