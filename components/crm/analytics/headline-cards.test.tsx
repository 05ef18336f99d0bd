import { render, screen } from '@testing-library/react';
import { changeOf } from '@/lib/analytics/headline';
import { HeadlineCards } from './headline-cards';
import { Sparkline } from './sparkline';

const ZERO = changeOf(0, 0);

describe('the headline figures', () => {
  it('say a change with an arrow, a sign and words, not colour alone', () => {
    const { container } = render(
      <HeadlineCards
        headline={{
          visitors: changeOf(150, 100),
          views: changeOf(80, 100),
          viewsPerVisit: changeOf(2, 2),
          bounceRate: changeOf(0.25, 0),
        }}
      />,
    );
    const card = (key: string) => container.querySelector(`[data-figure="${key}"]`)!;
    expect(card('visitors').textContent).toMatch(/^Уникальные посетители150↑ \+50\s%: больше/);
    expect(card('visitors').textContent).toContain('Было: 100');
    expect(card('views').textContent).toMatch(/↓ −20\s%: меньше, чем за прошлый период/);
    expect(card('viewsPerVisit').textContent).toContain('Столько же, сколько за прошлый период');
    expect(card('bounceRate').textContent).toMatch(/25\s%За прошлый период данных нет/);
  });

  it('show zeros for a period with nothing counted', () => {
    render(
      <HeadlineCards
        headline={{ visitors: ZERO, views: ZERO, viewsPerVisit: ZERO, bounceRate: ZERO }}
      />,
    );
    expect(screen.getAllByText('За прошлый период данных нет')).toHaveLength(4);
  });
});

describe('the sparkline', () => {
  it("draws a point per day, highest at the top, and reads out the period's total", () => {
    const { container } = render(<Sparkline values={[0, 5, 10, 0]} />);
    expect(screen.getByText('Просмотры за 30 дней: 15')).toHaveClass('visually-hidden');
    const points = container.querySelector('polyline')!.getAttribute('points')!.split(' ');
    expect(points).toEqual(['0.0,22.0', '32.0,12.0', '64.0,2.0', '96.0,22.0']);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is a flat line for an article nobody read', () => {
    const { container } = render(<Sparkline values={[0, 0]} />);
    expect(container.querySelector('polyline')!.getAttribute('points')).toBe('0.0,22.0 96.0,22.0');
    expect(screen.getByText('Просмотры за 30 дней: 0')).toBeInTheDocument();
  });
});
