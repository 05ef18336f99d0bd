import { PortfolioPage, portfolioMetadata } from '@/app/_site/portfolio';

// Static, refreshed with the landing page's cards, and once a day like it.
export const revalidate = 86400;
export const generateMetadata = () => portfolioMetadata('en');

export default function Page() {
  return <PortfolioPage locale="en" />;
}
