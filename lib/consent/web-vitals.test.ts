import { reportWebVital } from './web-vitals';

describe('reportWebVital', () => {
  const lcp = { name: 'LCP', value: 1234.56, id: 'v1', rating: 'good' };
  const granted = { consent_given: 'true', statistics_consent: 'true' };

  it('sends the metric with statistics consent', () => {
    const gtag = jest.fn();
    expect(reportWebVital(lcp, granted, gtag)).toBe(true);
    expect(gtag).toHaveBeenCalledWith('event', 'LCP', {
      value: 1235,
      metric_id: 'v1',
      metric_rating: 'good',
      non_interaction: true,
    });
  });

  it('scales CLS to an integer', () => {
    const gtag = jest.fn();
    reportWebVital({ name: 'CLS', value: 0.0123, id: 'c' }, granted, gtag);
    expect(gtag.mock.calls[0][2].value).toBe(12);
  });

  it('sends nothing without statistics consent or without the tag', () => {
    const gtag = jest.fn();
    expect(reportWebVital(lcp, {}, gtag)).toBe(false);
    expect(reportWebVital(lcp, { consent_given: 'true', statistics_consent: 'false' }, gtag)).toBe(
      false,
    );
    expect(reportWebVital(lcp, granted, undefined)).toBe(false);
    expect(gtag).not.toHaveBeenCalled();
  });
});
