import type { ProjectFieldsRow, ReviewFieldsRow } from '@/lib/landing/store';

/**
 * What the landing page showed before staff managed it: an empty store starts with these
 * cards, once (lib/landing/seed.ts). The case-study addresses are placeholders on the reserved
 * `.example` domain: the page shows those cards without a link until staff enter the client's
 * real address, and the CRM points them out.
 */

export interface SeedProject extends ProjectFieldsRow {
  /** Kept for the record but not shown (the client asked us to withdraw the case). */
  hidden?: boolean;
}

export type SeedReview = ReviewFieldsRow;

const project = (
  n: number,
  url: string | null,
  texts: Omit<ProjectFieldsRow, 'image' | 'url'>,
  hidden = false,
): SeedProject => ({
  ...texts,
  image: `/images/projects/p${n}.webp`,
  url,
  ...(hidden ? { hidden } : {}),
});

export const SEED_PROJECTS: readonly SeedProject[] = [
  project(1, 'https://brewline.example', {
    title_en: 'Brewline',
    title_ru: 'Brewline',
    description_en:
      'E-commerce platform for a specialty coffee roaster with subscriptions and delivery scheduling',
    description_ru:
      'Интернет-магазин обжарщика спешелти-кофе с подписками и выбором времени доставки',
  }),
  project(2, 'https://paylio.example', {
    title_en: 'Paylio',
    title_ru: 'Paylio',
    description_en:
      'Mobile banking app for freelancers with multi-currency accounts and one-tap invoicing',
    description_ru: 'Мобильный банк для фрилансеров: мультивалютные счета и инвойсы в пару касаний',
  }),
  project(3, 'https://cargoway.example', {
    title_en: 'Cargoway',
    title_ru: 'Cargoway',
    description_en:
      'Fleet tracking and route optimisation dashboard for a regional freight carrier',
    description_ru:
      'Панель мониторинга автопарка и оптимизации маршрутов для регионального грузоперевозчика',
  }),
  project(4, null, {
    title_en: 'MedNest',
    title_ru: 'MedNest',
    description_en:
      'Patient portal for a clinic network with online booking, test results and telemedicine',
    description_ru:
      'Личный кабинет пациента сети клиник: онлайн-запись, результаты анализов и телемедицина',
  }),
  project(5, 'https://studyfy.example', {
    title_en: 'Studyfy',
    title_ru: 'Studyfy',
    description_en: 'Online learning platform with video courses, quizzes and progress analytics',
    description_ru: 'Образовательная платформа с видеокурсами, тестами и аналитикой прогресса',
  }),
  project(6, 'https://northwind-home.example', {
    title_en: 'Northwind Home',
    title_ru: 'Northwind Home',
    description_en:
      'Brand identity and omnichannel store for a Scandinavian-style furniture retailer',
    description_ru:
      'Айдентика и омниканальный магазин для мебельного ритейлера в скандинавском стиле',
  }),
  project(7, 'https://casa-verde.example', {
    title_en: 'Casa Verde',
    title_ru: 'Casa Verde',
    description_en: 'Booking website and brand refresh for a boutique hotel on the Adriatic coast',
    description_ru: 'Сайт с онлайн-бронированием и ребрендинг бутик-отеля на побережье Адриатики',
  }),
  project(8, null, {
    title_en: 'Keystone Realty',
    title_ru: 'Keystone Realty',
    description_en:
      'Property listing portal with map search, virtual tours and a built-in lead CRM',
    description_ru: 'Портал недвижимости с поиском по карте, виртуальными турами и встроенной CRM',
  }),
  project(9, 'https://clausewise.example', {
    title_en: 'Clausewise',
    title_ru: 'Clausewise',
    description_en:
      'AI assistant that reviews contracts and flags risky clauses for in-house lawyers',
    description_ru:
      'ИИ-ассистент для юристов, который проверяет договоры и подсвечивает рискованные условия',
  }),
  project(10, 'https://ferrum-works.example', {
    title_en: 'Ferrum Works',
    title_ru: 'Ferrum Works',
    description_en: 'Production planning system integrated with ERP for a metal fabrication plant',
    description_ru:
      'Система планирования производства с интеграцией в ERP для металлообрабатывающего завода',
  }),
  project(
    11,
    'https://pulse-media.example',
    {
      title_en: 'Pulse Media',
      title_ru: 'Pulse Media',
      description_en: 'Headless news site with a paywall and newsletters for a 40-person newsroom',
      description_ru:
        'Новостной сайт на headless CMS с пейволлом и рассылками для редакции из 40 человек',
    },
    true,
  ),
  project(12, 'https://open-hands.example', {
    title_en: 'Open Hands',
    title_ru: 'Open Hands',
    description_en: 'Donation platform and visual identity for a children’s charity foundation',
    description_ru:
      'Платформа для пожертвований и фирменный стиль детского благотворительного фонда',
  }),
  project(13, null, {
    title_en: 'Taskloom',
    title_ru: 'Taskloom',
    description_en:
      'Project management SaaS with team workspaces, subscription billing and a public API',
    description_ru:
      'SaaS для управления проектами с командными пространствами, подписками и открытым API',
  }),
  project(14, 'https://fittrack.example', {
    title_en: 'FitTrack',
    title_ru: 'FitTrack',
    description_en: 'iOS and Android fitness app with workout plans and wearable integrations',
    description_ru:
      'Фитнес-приложение для iOS и Android с планами тренировок и поддержкой умных часов',
  }),
  project(15, 'https://aurora-skin.example', {
    title_en: 'Aurora Skin',
    title_ru: 'Aurora Skin',
    description_en: 'Naming, packaging and brand identity for a clean cosmetics line',
    description_ru: 'Нейминг, упаковка и айдентика для линейки натуральной косметики',
  }),
  project(16, 'https://sana.example', {
    title_en: 'Sana',
    title_ru: 'Sana',
    description_en: 'AI support agent that resolves 60% of tickets for an online electronics store',
    description_ru:
      'ИИ-агент поддержки магазина электроники, который закрывает 60% обращений без оператора',
  }),
  project(17, 'https://greenfield-farms.example', {
    title_en: 'Greenfield Farms',
    title_ru: 'Greenfield Farms',
    description_en: 'B2B ordering portal with ERP sync for an organic produce wholesaler',
    description_ru:
      'B2B-портал заказов с синхронизацией с ERP для оптового поставщика фермерских продуктов',
  }),
  project(18, null, {
    title_en: 'Tandem HR',
    title_ru: 'Tandem HR',
    description_en:
      'Recruiting platform with candidate scoring and interview scheduling for tech companies',
    description_ru:
      'Платформа найма для IT-компаний со скорингом кандидатов и планированием собеседований',
  }),
  project(19, 'https://vela-travel.example', {
    title_en: 'Vela Travel',
    title_ru: 'Vela Travel',
    description_en: 'Tour booking engine with dynamic pricing and a multilingual storefront',
    description_ru:
      'Система бронирования туров с динамическим ценообразованием и мультиязычной витриной',
  }),
  project(20, 'https://finory.example', {
    title_en: 'Finory',
    title_ru: 'Finory',
    description_en:
      'Investment analytics dashboard and brand identity for a wealth management startup',
    description_ru:
      'Инвестиционная аналитика и айдентика для стартапа в сфере управления капиталом',
  }),
  project(21, 'https://urbanpark.example', {
    title_en: 'Urbanpark',
    title_ru: 'Urbanpark',
    description_en: 'City parking app with licence-plate recognition and in-app payments',
    description_ru:
      'Приложение для городских парковок с распознаванием номеров и оплатой в приложении',
  }),
  project(
    22,
    null,
    {
      title_en: 'Kora Foods',
      title_ru: 'Kora Foods',
      description_en:
        'Trademark registration in five markets and a brand protection strategy for a food producer',
      description_ru:
        'Регистрация товарных знаков на пяти рынках и стратегия защиты бренда пищевого производителя',
    },
    true,
  ),
  project(23, 'https://dentapro.example', {
    title_en: 'DentaPro',
    title_ru: 'DentaPro',
    description_en: 'CRM and online booking with SMS reminders for a chain of dental clinics',
    description_ru: 'CRM и онлайн-запись с SMS-напоминаниями для сети стоматологических клиник',
  }),
  project(24, 'https://skillbridge.example', {
    title_en: 'Skillbridge',
    title_ru: 'Skillbridge',
    description_en:
      'Corporate training portal with onboarding tracks and certification for a retail chain',
    description_ru:
      'Корпоративный учебный портал с треками адаптации и сертификацией для розничной сети',
  }),
  project(25, 'https://atlas-wms.example', {
    title_en: 'Atlas WMS',
    title_ru: 'Atlas WMS',
    description_en: 'Warehouse management system with barcode scanning and real-time stock levels',
    description_ru:
      'Система управления складом со сканированием штрихкодов и остатками в реальном времени',
  }),
  project(26, null, {
    title_en: 'Mosaic Café',
    title_ru: 'Mosaic Café',
    description_en: 'Brand identity, menu design and a loyalty app for a café chain',
    description_ru: 'Айдентика, дизайн меню и приложение лояльности для сети кофеен',
  }),
  project(27, 'https://bloom-voice.example', {
    title_en: 'Bloom Voice',
    title_ru: 'Bloom Voice',
    description_en:
      'Voice AI agent that answers calls and books appointments for a beauty salon network',
    description_ru:
      'Голосовой ИИ-агент, который принимает звонки и записывает клиентов в сеть салонов красоты',
  }),
];

export const SEED_REVIEWS: readonly SeedReview[] = [
  {
    name_en: 'Maria Kovalenko',
    name_ru: 'Мария Коваленко',
    occupation_en: 'Head of E-commerce, Brewline',
    occupation_ru: 'Руководитель e-commerce, Brewline',
    text_en:
      'Lumen rebuilt our online store and launched coffee subscriptions in ten weeks. Subscriptions now bring in 38% of our monthly revenue, and the site loads twice as fast as before.',
    text_ru:
      'Lumen пересобрали наш интернет-магазин и запустили кофейные подписки за десять недель. Сейчас подписки приносят 38% месячной выручки, а сайт грузится вдвое быстрее, чем раньше.',
    image: '/images/reviews/r1.webp',
    color: '#6a47ff',
  },
  {
    name_en: 'Daniel Weber',
    name_ru: 'Даниэль Вебер',
    occupation_en: 'CTO, Cargoway',
    occupation_ru: 'Технический директор, Cargoway',
    text_en:
      'Their route optimisation dashboard cut our empty mileage by 17% in the first quarter. The team got to grips with logistics quickly, and the code they handed over is a pleasure to maintain.',
    text_ru:
      'Их панель оптимизации маршрутов уже в первом квартале сократила наш холостой пробег на 17%. Команда быстро разобралась в логистике, а с переданным кодом приятно работать.',
    image: null,
    color: '#0b7358',
  },
  {
    name_en: 'Aisha Rahman',
    name_ru: 'Аиша Рахман',
    occupation_en: 'Operations Director, MedNest Clinics',
    occupation_ru: 'Операционный директор, клиники MedNest',
    text_en:
      'Online bookings through the new patient portal grew from 20% to 64% of all appointments. Our front-desk staff finally have time for patients instead of the phone.',
    text_ru:
      'Доля онлайн-записей через новый личный кабинет пациента выросла с 20% до 64%. У администраторов наконец появилось время на пациентов, а не на телефон.',
    image: '/images/reviews/r2.webp',
    color: '#c2410c',
  },
  {
    name_en: 'Luca Moreau',
    name_ru: 'Лука Моро',
    occupation_en: 'Owner, Casa Verde Boutique Hotel',
    occupation_ru: 'Владелец бутик-отеля Casa Verde',
    text_en:
      'After the rebrand and the new website, direct bookings rose by 45% and we pay far less commission to booking aggregators. Guests regularly compliment the site.',
    text_ru:
      'После ребрендинга и запуска нового сайта прямые бронирования выросли на 45%, а комиссии агрегаторам заметно сократились. Гости регулярно хвалят сайт.',
    image: null,
    color: '#5433e6',
  },
  {
    name_en: 'Elena Petrova',
    name_ru: 'Елена Петрова',
    occupation_en: 'Co-founder, Clausewise',
    occupation_ru: 'Сооснователь, Clausewise',
    text_en:
      'Lumen took our contract review idea from a whiteboard sketch to a working AI product in four months. For our pilot clients, first-pass review time dropped from hours to minutes.',
    text_ru:
      'За четыре месяца Lumen превратили нашу идею проверки договоров из наброска на доске в работающий ИИ-продукт. У пилотных клиентов первичная проверка теперь занимает минуты вместо часов.',
    image: '/images/reviews/r3.webp',
    color: '#0e7490',
  },
  {
    name_en: 'James O’Connor',
    name_ru: 'Джеймс О’Коннор',
    occupation_en: 'Marketing Director, Northwind Home',
    occupation_ru: 'Директор по маркетингу, Northwind Home',
    text_en:
      'The new identity gave us one consistent look, from packaging to social media. Within six months branded search traffic doubled and the average order value grew by 22%.',
    text_ru:
      'Новая айдентика дала нам единый образ — от упаковки до соцсетей. За полгода брендовый поисковый трафик вырос вдвое, а средний чек — на 22%.',
    image: null,
    color: '#b42364',
  },
  {
    name_en: 'Sofia Rossi',
    name_ru: 'София Росси',
    occupation_en: 'Product Manager, Taskloom',
    occupation_ru: 'Продакт-менеджер, Taskloom',
    text_en:
      'Lumen is that rare agency that pushes back with good arguments. The redesigned onboarding lifted our trial-to-paid conversion from 9% to 14%.',
    text_ru:
      'Lumen — редкое агентство, которое умеет аргументированно спорить. Переработанный онбординг поднял конверсию из пробной версии в оплату с 9% до 14%.',
    image: null,
    color: '#4d5b10',
  },
  {
    name_en: 'Kenji Tanaka',
    name_ru: 'Кэндзи Танака',
    occupation_en: 'Managing Director, Bloom Beauty Studios',
    occupation_ru: 'Управляющий директор, Bloom Beauty Studios',
    text_en:
      'The voice agent answers every call, even at night, and books around 300 appointments a month on its own. It paid for itself in the second month.',
    text_ru:
      'Голосовой агент отвечает на каждый звонок, даже ночью, и сам записывает около 300 клиентов в месяц. Он окупился уже на второй месяц.',
    image: '/images/reviews/r4.webp',
    color: '#7c3aed',
  },
  {
    name_en: 'Ahmed Khalil',
    name_ru: 'Ахмед Халил',
    occupation_en: 'Founder, Kora Foods',
    occupation_ru: 'Основатель, Kora Foods',
    text_en:
      'Lumen registered our trademarks in five countries and spotted a naming conflict before we printed the packaging. That alone saved us a costly relaunch.',
    text_ru:
      'Lumen зарегистрировали наши товарные знаки в пяти странах и нашли конфликт названия ещё до печати упаковки. Одно это избавило нас от дорогостоящего перезапуска.',
    image: null,
    color: '#9a3412',
  },
];
