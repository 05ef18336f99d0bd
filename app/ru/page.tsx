import { LandingPage, landingMetadata } from '@/app/_site/landing';

// Static, rebuilt once a day so the footer's year stays current.
export const revalidate = 86400;
export const generateMetadata = () => landingMetadata('ru');

export default function Page() {
  return <LandingPage locale="ru" />;
}
