import { IntentLink } from '@/components/ui/intent-link.client';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/lib/i18n/routing';
import { policyHref } from '@/lib/seo/addresses';
import { CONTACT_EMAIL } from '@/lib/site';
import { CONTACT_LIMITS } from '@/lib/contact/fields';
import { ContactForm } from './contact-form.client';
import { Section } from './section';
import styles from './contact.module.css';

export async function Contact({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contactForm' });
  const tooLong = (field: keyof typeof CONTACT_LIMITS) =>
    t('tooLong', { max: CONTACT_LIMITS[field] });

  return (
    <Section id="contactForm" tone="raised">
      <div className={styles.layout}>
        <div className={styles.intro}>
          <SectionHeading
            id="contactForm-title"
            tone="dark"
            eyebrow={t('eyebrow')}
            title={t('title')}
            lead={t('lead')}
          />
          <p className={styles.direct}>
            {t('directEmail')}{' '}
            <a href={`mailto:${CONTACT_EMAIL}`} className={styles.mail}>
              {CONTACT_EMAIL}
            </a>
          </p>
        </div>
        <ContactForm
          locale={locale}
          labels={{
            name: t('name'),
            email: t('email'),
            message: t('message'),
            namePlaceholder: t('namePlaceholder'),
            emailPlaceholder: t('emailPlaceholder'),
            messagePlaceholder: t('messagePlaceholder'),
            submit: t('submit'),
            // Filled in by the form with the fields left to fill in ({fields}).
            submitHint: t.raw('submitHint') as string,
            submitHintField: t.raw('submitHintField') as string,
            sending: t('sending'),
            sent: t('sent'),
            success: t('success'),
            failure: t('failure'),
            // Filled in by the form with the wait the answer gives ({when}, {time}).
            rateLimited: t.raw('rateLimited') as string,
            rateLimitedLater: t('rateLimitedLater'),
            honeypot: t('honeypot'),
          }}
          errorTexts={{
            name: {
              required: t('nameRequired'),
              invalid: t('nameRequired'),
              tooLong: tooLong('name'),
            },
            email: {
              required: t('emailRequired'),
              invalid: t('emailInvalid'),
              tooLong: tooLong('email'),
            },
            message: {
              required: t('messageRequired'),
              invalid: t('messageRequired'),
              tooLong: tooLong('message'),
            },
          }}
        >
          <p className={styles.note}>
            {t.rich('privacyNote', {
              link: (text) => <IntentLink href={policyHref(locale)}>{text}</IntentLink>,
            })}
          </p>
        </ContactForm>
      </div>
    </Section>
  );
}
