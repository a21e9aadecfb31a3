/**
 * The demo catalogue that `npm start` seeds into an empty database on first start.
 *
 * Records are in the wire format of docs/API.md (money in pounds, flags 0/1, dates
 * `YYYY-MM-DD`, datetimes ISO 8601, references as ids). Ids are implied by position: the first
 * record of a list is id 1, the next id 2, and so on; users are the exception, because the
 * admin is created before the seed and is id 1, so the first demo user is id 2. Keys are in
 * dependency order: every reference points to a list that comes earlier.
 *
 * Demo sign-ins (listed in the README):
 *   - Amira Khan, amira@example.com, password "calm-waters-2021" (student)
 *   - Tom Bennett, tom@example.com, password "calm-waters-2021" (student)
 * The four instructors share the same demo password. Their registration numbers are made up.
 *
 * The texts are for mental-health education, not medical advice.
 */
import type { ResourceKey } from '../../src/resources';
import { demoHandoutUrl } from './demoFiles';
import { demoImageUrl } from './demoImages';
import { demoMediaUrl } from './demoMedia';
import type { DemoPurchase } from './demoPurchases';

/** A demo student's progress in a course their orders enrolled them in. */
export interface DemoProgress {
  user_id: number;
  course_id: number;
  /** Lessons completed, first to last, by the seed as the player completes them. */
  lessons_completed: number;
}

/**
 * The records, then what the demo students did: their purchases, made through the shop
 * (demoPurchases.ts), and their progress, made through the player (demoProgress.ts). The demo
 * writes no order or enrolment as a record.
 */
export type DemoData = { [K in ResourceKey]?: Record<string, unknown>[] } & {
  purchases?: DemoPurchase[];
  progress?: DemoProgress[];
};

/** The demo students' and instructors' password; the runner hashes it. */
const DEMO_PASSWORD = 'calm-waters-2021';

/** Ids of the demo people: the admin (created before the seed) is 1. */
const ADMIN = 1;
const AMIRA = 2;
const TOM = 3;

// Ids of the lists below, by position, so the records read as words rather than numbers.
const BODY = { northern: 1, workplace: 2, community: 3, youth: 4 } as const;
const CERTIFICATE = { digital: 1, printed: 2, printedWithTranscript: 3 } as const;
const CATEGORY = { awareness: 1, workplace: 2, selfHelp: 3, youngPeople: 4, mindfulness: 5 } as const;
const LEVEL = { beginner: 1, intermediate: 2, advanced: 3 } as const;
const TAG = {
  anxiety: 1,
  stress: 2,
  mindfulness: 3,
  cbt: 4,
  sleep: 5,
  crisis: 6,
  youngPeople: 7,
  workplace: 8,
} as const;
const INSTRUCTOR = { helen: 1, daniel: 2, priya: 3, gareth: 4 } as const;
const COURSE = {
  foundations: 1,
  crisis: 2,
  workplaceStress: 3,
  cbt: 4,
  mindfulness: 5,
  anxiety: 6,
  sleep: 7,
  youthFirstAid: 8,
  resilience: 9,
  children: 10,
  leadership: 11,
  selfCompassion: 12,
  calmBody: 13,
} as const;
const TOPIC_TYPE = { core: 1, practical: 2, reflection: 3 } as const;
const BUNDLE = { workplace: 1, everyday: 2 } as const;
const PRODUCT = { workbook: 1, journal: 2, cards: 3 } as const;
const BLOG_CATEGORY = { work: 1, selfCare: 2, news: 3 } as const;
const POST = { habits: 1, work: 2, sleep: 3, welcome: 4, friend: 5, youth: 6 } as const;

/** The one line every crisis-related text carries; it names no phone number on purpose. */
const CRISIS_LINE =
  'If you or someone you know is in immediate danger, contact the emergency services now. ' +
  'If you need to talk to someone urgently, contact your GP or a local crisis helpline.';

// ---------------------------------------------------------------------------------------------
// Priced catalogue records: a title and the prices the shop sells them at.

interface PricedRecord extends Record<string, unknown> {
  title: string;
  price?: number;
  regular_price?: number;
  sale_price?: number;
}

const courses: PricedRecord[] = [
  {
    title: 'Foundations of Mental Health Awareness',
    slug: 'foundations-of-mental-health-awareness',
    thumbnail: demoImageUrl('foundations-of-mental-health-awareness'),
    short_description:
      'A warm, practical introduction to mental health: what it is, how to notice when someone is struggling and how to look after your own wellbeing.',
    description:
      '<p>Mental health is part of everyone’s health. This course gives you a clear, jargon-free ' +
      'grounding in what mental health means, how it can change over time and how to talk about it ' +
      'with confidence and kindness.</p>' +
      '<p><strong>You will learn to:</strong></p>' +
      '<ul><li>describe the mental health continuum</li>' +
      '<li>recognise common signs that someone may be struggling</li>' +
      '<li>start a supportive conversation</li>' +
      '<li>build a simple personal wellbeing plan</li></ul>' +
      `<p>This course is educational and is not a substitute for professional help. ${CRISIS_LINE}</p>`,
    course_category_id: CATEGORY.awareness,
    course_level_id: LEVEL.beginner,
    instructor_id: INSTRUCTOR.helen,
    tag_ids: [TAG.anxiety, TAG.stress],
    price: 49.99,
    sale_price: 39.99,
    duration_hours: 6,
    status: 'published',
    featured: 1,
  },
  {
    title: 'Supporting Someone in Crisis',
    slug: 'supporting-someone-in-crisis',
    thumbnail: demoImageUrl('supporting-someone-in-crisis'),
    short_description:
      'How to stay calm, listen well and connect a person in distress with the right help, while keeping yourself safe.',
    description:
      '<p>When someone close to you is in crisis, knowing what to say and do can make a real ' +
      'difference. This course explains what a mental health crisis can look like and how to offer ' +
      'calm, practical support within safe limits.</p>' +
      '<ul><li>Listening without judgement</li>' +
      '<li>Helping someone reach professional support</li>' +
      '<li>Looking after yourself afterwards</li></ul>' +
      `<p><strong>${CRISIS_LINE}</strong></p>`,
    course_category_id: CATEGORY.awareness,
    course_level_id: LEVEL.intermediate,
    instructor_id: INSTRUCTOR.daniel,
    tag_ids: [TAG.crisis],
    price: 59.99,
    duration_hours: 8,
    status: 'published',
    featured: 1,
  },
  {
    title: 'Managing Workplace Stress',
    slug: 'managing-workplace-stress',
    thumbnail: demoImageUrl('managing-workplace-stress'),
    short_description:
      'Understand where stress at work comes from and build practical habits to manage your workload, boundaries and conversations.',
    description:
      '<p>Some pressure at work is normal; prolonged stress is not something you have to simply put ' +
      'up with. This course helps you understand how stress affects body and mind and gives you ' +
      'tools you can use from your very next working day.</p>' +
      '<ul><li>Spotting early signs of stress</li>' +
      '<li>Planning and prioritising your workload</li>' +
      '<li>Setting healthy boundaries and asking for support</li></ul>',
    course_category_id: CATEGORY.workplace,
    course_level_id: LEVEL.beginner,
    instructor_id: INSTRUCTOR.priya,
    tag_ids: [TAG.stress, TAG.workplace],
    price: 39.99,
    sale_price: 29.99,
    duration_hours: 5,
    status: 'published',
    featured: 0,
  },
  {
    title: 'CBT Skills for Everyday Life',
    slug: 'cbt-skills-for-everyday-life',
    thumbnail: demoImageUrl('cbt-skills-for-everyday-life'),
    short_description:
      'Learn the core ideas of cognitive behavioural therapy and practise simple, evidence-informed self-help tools.',
    description:
      '<p>Cognitive behavioural approaches look at how our thoughts, feelings and behaviours ' +
      'influence one another. This course introduces the key ideas in plain English and guides you ' +
      'through self-help exercises you can use day to day.</p>' +
      '<ul><li>Noticing unhelpful thinking patterns</li>' +
      '<li>Keeping a thought record</li>' +
      '<li>Behavioural activation and small experiments</li></ul>' +
      '<p>These skills complement, and do not replace, therapy with a qualified practitioner.</p>',
    course_category_id: CATEGORY.selfHelp,
    course_level_id: LEVEL.intermediate,
    instructor_id: INSTRUCTOR.helen,
    tag_ids: [TAG.cbt, TAG.anxiety],
    price: 69.99,
    duration_hours: 10,
    status: 'published',
    featured: 1,
  },
  {
    title: 'Mindfulness Practice',
    slug: 'mindfulness-practice',
    thumbnail: demoImageUrl('mindfulness-practice'),
    short_description:
      'A gentle, step-by-step introduction to mindfulness with short guided practices you can fit into a busy day.',
    description:
      '<p>Mindfulness is the practice of paying attention to the present moment with curiosity ' +
      'and kindness. Through short guided sessions you will build a practice that suits your life.</p>' +
      '<ul><li>The three-minute breathing space</li>' +
      '<li>The body scan</li>' +
      '<li>Mindful movement and everyday mindfulness</li></ul>',
    course_category_id: CATEGORY.mindfulness,
    course_level_id: LEVEL.beginner,
    instructor_id: INSTRUCTOR.gareth,
    tag_ids: [TAG.mindfulness, TAG.stress],
    price: 34.99,
    duration_hours: 4,
    status: 'published',
    featured: 0,
  },
  {
    title: 'Understanding Anxiety',
    slug: 'understanding-anxiety',
    thumbnail: demoImageUrl('understanding-anxiety'),
    short_description:
      'What anxiety is, why it happens and practical ways to cope when worry starts to get in the way of everyday life.',
    description:
      '<p>Anxiety is a natural human response, but sometimes it can become overwhelming. This ' +
      'course explains the purpose of anxiety, how to tell when it has become a problem and ' +
      'practical strategies that many people find helpful.</p>' +
      '<ul><li>How anxiety affects the body and mind</li>' +
      '<li>Grounding techniques</li>' +
      '<li>Gradually facing fears</li></ul>',
    course_category_id: CATEGORY.awareness,
    course_level_id: LEVEL.beginner,
    instructor_id: INSTRUCTOR.daniel,
    tag_ids: [TAG.anxiety],
    price: 44.99,
    sale_price: 34.99,
    duration_hours: 5,
    status: 'published',
    featured: 0,
  },
  {
    title: 'Sleep and Mental Health',
    slug: 'sleep-and-mental-health',
    thumbnail: demoImageUrl('sleep-and-mental-health'),
    short_description:
      'Explore the two-way link between sleep and mood, and build a wind-down routine that helps you rest.',
    description:
      '<p>Sleep and mental health are closely connected. This short course explains how sleep ' +
      'works and offers practical, realistic changes that support better rest.</p>' +
      '<ul><li>Sleep cycles explained</li>' +
      '<li>Creating a wind-down routine</li>' +
      '<li>Managing a racing mind at night</li></ul>',
    course_category_id: CATEGORY.selfHelp,
    course_level_id: LEVEL.beginner,
    instructor_id: INSTRUCTOR.gareth,
    tag_ids: [TAG.sleep],
    price: 29.99,
    duration_hours: 3,
    status: 'published',
    featured: 0,
  },
  {
    title: 'Youth Mental Health First Aid',
    slug: 'youth-mental-health-first-aid',
    thumbnail: demoImageUrl('youth-mental-health-first-aid'),
    short_description:
      'For parents, teachers and youth workers: how to recognise and respond when a young person is struggling.',
    description:
      '<p>Young people face particular pressures, from exams to friendships and life online. This ' +
      'course helps the adults around them notice changes early and respond with confidence.</p>' +
      '<ul><li>Common difficulties in childhood and adolescence</li>' +
      '<li>Talking with a young person about how they feel</li>' +
      '<li>Safeguarding and finding the right support</li></ul>' +
      `<p>${CRISIS_LINE}</p>`,
    course_category_id: CATEGORY.youngPeople,
    course_level_id: LEVEL.intermediate,
    instructor_id: INSTRUCTOR.daniel,
    tag_ids: [TAG.youngPeople, TAG.crisis],
    price: 79.99,
    duration_hours: 12,
    status: 'published',
    featured: 0,
  },
  {
    title: 'Building Resilience at Work',
    slug: 'building-resilience-at-work',
    thumbnail: demoImageUrl('building-resilience-at-work'),
    short_description:
      'Practical ways to recover from setbacks, manage change and support colleagues through demanding periods.',
    description:
      '<p>Resilience is not about coping alone or never struggling. It is a set of skills and ' +
      'supports that help us adapt. This course looks at resilience for individuals and teams.</p>' +
      '<ul><li>Recovering after setbacks</li>' +
      '<li>Managing change</li>' +
      '<li>Building supportive team habits</li></ul>',
    course_category_id: CATEGORY.workplace,
    course_level_id: LEVEL.intermediate,
    instructor_id: INSTRUCTOR.priya,
    tag_ids: [TAG.workplace, TAG.stress],
    price: 54.99,
    duration_hours: 6,
    status: 'published',
    featured: 0,
  },
  {
    title: 'Supporting Children’s Emotional Wellbeing',
    slug: 'supporting-childrens-emotional-wellbeing',
    thumbnail: demoImageUrl('supporting-childrens-emotional-wellbeing'),
    short_description:
      'Help children name their feelings, build coping skills and feel heard at home and at school.',
    description:
      '<p>Children learn about emotions from the adults around them. This course offers simple, ' +
      'age-appropriate ways to help children understand and manage their feelings.</p>' +
      '<ul><li>Naming and normalising feelings</li>' +
      '<li>Calming strategies for different ages</li>' +
      '<li>Working with schools and other carers</li></ul>',
    course_category_id: CATEGORY.youngPeople,
    course_level_id: LEVEL.beginner,
    instructor_id: INSTRUCTOR.gareth,
    tag_ids: [TAG.youngPeople],
    price: 49.99,
    duration_hours: 6,
    status: 'published',
    featured: 0,
  },
  {
    title: 'Compassionate Leadership for Managers',
    slug: 'compassionate-leadership-for-managers',
    thumbnail: demoImageUrl('compassionate-leadership-for-managers'),
    short_description:
      'For people managers: create a psychologically safe team, hold supportive conversations and plan reasonable adjustments.',
    description:
      '<p>Managers play a central part in their team’s wellbeing. This advanced course covers ' +
      'compassionate leadership in practice, from everyday check-ins to supporting a colleague ' +
      'returning to work.</p>' +
      '<ul><li>Psychological safety</li>' +
      '<li>Wellbeing conversations and reasonable adjustments</li>' +
      '<li>Looking after your own wellbeing as a manager</li></ul>',
    course_category_id: CATEGORY.workplace,
    course_level_id: LEVEL.advanced,
    instructor_id: INSTRUCTOR.priya,
    tag_ids: [TAG.workplace],
    price: 89.99,
    sale_price: 74.99,
    duration_hours: 9,
    status: 'published',
    featured: 0,
  },
  {
    title: 'Self-Compassion in Practice',
    slug: 'self-compassion-in-practice',
    thumbnail: demoImageUrl('self-compassion-in-practice'),
    short_description:
      'Learn to meet difficult moments with the same kindness you would offer a friend. Coming soon.',
    description:
      '<p>Self-compassion helps us respond to setbacks with understanding rather than harsh ' +
      'self-criticism. This course is being prepared and will open soon.</p>',
    course_category_id: CATEGORY.mindfulness,
    course_level_id: LEVEL.beginner,
    instructor_id: INSTRUCTOR.helen,
    tag_ids: [TAG.mindfulness],
    price: 39.99,
    duration_hours: 4,
    status: 'draft',
    featured: 0,
  },
  {
    title: 'Calm Body, Steady Mind',
    slug: 'calm-body-steady-mind',
    thumbnail: demoImageUrl('calm-body-steady-mind'),
    short_description:
      'A short, guided course: a breathing exercise to watch and a grounding exercise to listen to, paced one topic at a time.',
    description:
      '<p>Two exercises you can use any time: slow breathing, on film with captions, and a ' +
      'grounding exercise to listen to, with its transcript. A final topic opens a week after ' +
      'you enrol, once you have had time to practise.</p>',
    course_category_id: CATEGORY.selfHelp,
    course_level_id: LEVEL.beginner,
    instructor_id: INSTRUCTOR.helen,
    tag_ids: [TAG.anxiety, TAG.mindfulness],
    price: 9.99,
    duration_hours: 1,
    status: 'published',
    featured: 0,
  },
];

const bundles: PricedRecord[] = [
  {
    title: 'Workplace Wellbeing Bundle',
    image: demoImageUrl('workplace-wellbeing-bundle'),
    description:
      'Three courses for a healthier working life: managing stress, building resilience and leading with compassion.',
    price: 149.99,
    sale_price: 119.99,
    status: 'published',
  },
  {
    title: 'Everyday Wellbeing Starter Bundle',
    image: demoImageUrl('everyday-wellbeing-starter-bundle'),
    description: 'Begin with the basics of looking after yourself: mindfulness and better sleep.',
    price: 59.99,
    sale_price: 49.99,
    status: 'published',
  },
];

const products: PricedRecord[] = [
  {
    title: 'The MindWell Workbook (printed)',
    featured_photo: demoImageUrl('mindwell-workbook'),
    regular_price: 24.99,
    sale_price: 19.99,
    short_description:
      'A 120-page printed workbook with reflection exercises, wellbeing planners and space for notes.',
    long_description:
      '<p>Our printed workbook accompanies every MindWell Academy course. It includes:</p>' +
      '<ul><li>weekly wellbeing planners</li><li>guided reflection pages</li>' +
      '<li>thought records and activity diaries</li></ul>' +
      '<p>Printed on recycled paper and posted to UK addresses.</p>',
  },
  {
    title: 'Daily Reflection Journal',
    featured_photo: demoImageUrl('daily-reflection-journal'),
    regular_price: 14.99,
    short_description:
      'An undated journal with gentle prompts for noticing your mood, gratitude and small wins.',
    long_description:
      '<p>Each page offers a short prompt and space to write. Use it every day or whenever you ' +
      'need a moment to pause.</p><p><strong>Undated</strong>, so you can start at any time.</p>',
  },
  {
    title: 'Calm Cards: 52 Grounding Prompts',
    featured_photo: demoImageUrl('calm-cards'),
    regular_price: 9.99,
    short_description: 'A pocket-sized deck of cards with one simple grounding or self-care idea on each.',
    long_description:
      '<p>Keep the deck on your desk or in your bag and draw a card when you need a pause. ' +
      'Prompts include breathing exercises, noticing activities and kind reminders.</p>',
  },
];

// ---------------------------------------------------------------------------------------------
// Curricula: topics and their lessons, written nested and flattened below. The first lesson of
// each course is its free preview.

interface LessonSeed {
  title: string;
  content: string;
  duration_minutes: number;
  /** A talk or film the lesson is built around, shown through its privacy-enhanced player. */
  video_url?: string;
  /** Said before the lesson opens, so a student can choose to come back to it later. */
  content_note?: string;
  /** The lesson's own video or audio, its captions and its transcript (server/seed/media/). */
  media?: string;
  captions?: string;
  transcript?: string;
  /** Questions at the lesson's end, with instant feedback (server/learning/knowledgeCheck.ts). */
  knowledge_check?: Record<string, unknown>[];
}

interface TopicSeed {
  title: string;
  topic_type_id: number;
  description: string;
  /** The topic opens this many days after a student enrols (server/learning/schedule.ts). */
  opens_after_days?: number;
  lessons: LessonSeed[];
}

const curricula: { course_id: number; topics: TopicSeed[] }[] = [
  {
    course_id: COURSE.foundations,
    topics: [
      {
        title: 'What we mean by mental health',
        topic_type_id: TOPIC_TYPE.core,
        description: 'Key ideas and shared language for talking about mental health.',
        lessons: [
          {
            title: 'Mental health and mental illness',
            // The World Health Organization's short film on living with depression.
            video_url: 'https://www.youtube.com/watch?v=XiCrniLQGYc',
            content:
              '<p>Everyone has mental health, just as everyone has physical health. Mental health ' +
              'is about how we think, feel and cope with everyday life.</p>' +
              '<p>Having good mental health does not mean never feeling low or anxious; it means ' +
              'having the resources to cope with those feelings.</p>',
            duration_minutes: 12,
          },
          {
            title: 'The mental health continuum',
            content:
              '<p>Our mental health can move along a continuum, from thriving to struggling, and ' +
              'back again. Where we are can change with life events, support and circumstances.</p>',
            duration_minutes: 10,
          },
          {
            title: 'Common myths and facts',
            content:
              '<p>Myths about mental health can stop people asking for help. In this lesson we look ' +
              'at some common misunderstandings and the facts behind them.</p>' +
              '<ul><li>Mental health problems are not a sign of weakness.</li>' +
              '<li>Many people recover, or learn to live well, with the right support.</li></ul>',
            duration_minutes: 14,
          },
        ],
      },
      {
        title: 'Recognising when someone is struggling',
        topic_type_id: TOPIC_TYPE.practical,
        description: 'Noticing changes in yourself and others, and opening a conversation.',
        lessons: [
          {
            title: 'Signs to notice in yourself and others',
            content:
              '<p>Changes in sleep, appetite, mood or behaviour can be early signs that someone is ' +
              'finding things hard. Notice patterns rather than single moments.</p>',
            duration_minutes: 15,
          },
          {
            title: 'Starting a supportive conversation',
            // Brené Brown on empathy, animated by the RSA.
            video_url: 'https://www.youtube.com/watch?v=1Evwgu369Jw',
            content:
              '<p>Choose a private, unhurried moment. Ask an open question such as ' +
              '<strong>“How are you really doing?”</strong>, listen more than you speak and ' +
              'avoid rushing to fix things.</p>',
            duration_minutes: 18,
          },
        ],
      },
      {
        title: 'Looking after yourself',
        topic_type_id: TOPIC_TYPE.reflection,
        description: 'Building your own wellbeing plan and knowing where to turn.',
        lessons: [
          {
            title: 'Building a personal wellbeing plan',
            content:
              '<p>A wellbeing plan is a short note to yourself: what keeps you well, your early ' +
              'warning signs and who you can contact when things get difficult.</p>',
            duration_minutes: 16,
          },
          {
            title: 'Knowing where to find help',
            content:
              '<p>Support can come from friends, family, your GP, workplace schemes and community ' +
              `organisations.</p><p><strong>${CRISIS_LINE}</strong></p>`,
            duration_minutes: 8,
          },
        ],
      },
    ],
  },
  {
    course_id: COURSE.crisis,
    topics: [
      {
        title: 'Understanding a crisis',
        topic_type_id: TOPIC_TYPE.core,
        description: 'What a mental health crisis can look like, and the limits of your role.',
        lessons: [
          {
            title: 'What a mental health crisis can look like',
            content_note:
              'This lesson talks about suicidal thoughts and self-harm, and what a crisis can look like.',
            content:
              '<p>A crisis is a moment when someone feels unable to cope or is at risk of harm. ' +
              'It can look very different from person to person.</p>' +
              `<p><strong>${CRISIS_LINE}</strong></p>`,
            duration_minutes: 14,
          },
          {
            title: 'Staying safe: your role and its limits',
            content:
              '<p>Your role is to listen, to help the person feel less alone and to connect them ' +
              'with professional help. You do not have to have all the answers.</p>',
            duration_minutes: 12,
          },
        ],
      },
      {
        title: 'Responding with care',
        topic_type_id: TOPIC_TYPE.practical,
        description: 'Listening, connecting someone to support and looking after yourself.',
        lessons: [
          {
            title: 'Listening without judgement',
            content:
              '<p>Give the person your full attention. Reflect back what you hear, allow silences ' +
              'and avoid telling them how they should feel.</p>',
            duration_minutes: 15,
          },
          {
            title: 'Connecting someone to help',
            content_note: 'This lesson mentions suicide and being at risk of harm.',
            content:
              '<p>Ask what support they already have and help them take the next step, such as ' +
              'contacting their GP, a crisis helpline or, if they are in danger, the emergency ' +
              'services.</p>',
            duration_minutes: 12,
          },
          {
            title: 'Looking after yourself afterwards',
            content:
              '<p>Supporting someone in distress can be tiring. Take time to rest, talk to someone ' +
              'you trust and notice how you are feeling in the days that follow.</p>',
            duration_minutes: 10,
          },
        ],
      },
    ],
  },
  {
    course_id: COURSE.workplaceStress,
    topics: [
      {
        title: 'Understanding stress at work',
        topic_type_id: TOPIC_TYPE.core,
        description: 'How stress works and where it comes from at work.',
        lessons: [
          {
            title: 'How stress affects body and mind',
            // Kelly McGonigal: How to make stress your friend (TED).
            video_url: 'https://www.youtube.com/watch?v=RcGyVTAoXEU',
            content:
              '<p>Stress is the body’s response to pressure. In short bursts it can help us focus; ' +
              'when it goes on for a long time it can affect sleep, mood and concentration.</p>',
            duration_minutes: 12,
          },
          {
            title: 'Common sources of workplace stress',
            content:
              '<p>Workload, unclear expectations, lack of control and difficult relationships are ' +
              'among the most common sources of stress at work.</p>',
            duration_minutes: 10,
          },
        ],
      },
      {
        title: 'Practical strategies',
        topic_type_id: TOPIC_TYPE.practical,
        description: 'Tools for workload, boundaries and asking for support.',
        lessons: [
          {
            title: 'Planning and prioritising your workload',
            content:
              '<p>Write down everything on your plate, then sort it into what is urgent, what is ' +
              'important and what can wait or be handed on.</p>',
            duration_minutes: 15,
          },
          {
            title: 'Setting healthy boundaries',
            content:
              '<p>Boundaries protect your time and energy. Start small: a clear finish time, a ' +
              'proper lunch break or turning off notifications in the evening.</p>',
            duration_minutes: 12,
          },
          {
            title: 'Talking to your manager',
            content:
              '<p>Prepare a few points about what is difficult and what might help. Focus on ' +
              'practical changes and agree a time to review how things are going.</p>',
            duration_minutes: 14,
          },
        ],
      },
    ],
  },
  {
    course_id: COURSE.cbt,
    topics: [
      {
        title: 'The CBT model',
        topic_type_id: TOPIC_TYPE.core,
        description: 'How thoughts, feelings and behaviours influence one another.',
        lessons: [
          {
            title: 'Thoughts, feelings and behaviours',
            content:
              '<p>The CBT model describes a cycle: how we interpret a situation shapes how we feel, ' +
              'which shapes what we do, which in turn shapes what we think.</p>',
            duration_minutes: 14,
          },
          {
            title: 'Noticing unhelpful thinking patterns',
            content:
              '<p>Common patterns include <strong>catastrophising</strong>, ' +
              '<strong>overgeneralising</strong> and <strong>mind reading</strong>. Noticing them ' +
              'is the first step to loosening their grip.</p>',
            duration_minutes: 16,
          },
        ],
      },
      {
        title: 'Everyday CBT tools',
        topic_type_id: TOPIC_TYPE.practical,
        description: 'Thought records, behavioural activation and small experiments.',
        lessons: [
          {
            title: 'Keeping a thought record',
            content:
              '<p>A thought record helps you slow a moment down: the situation, the thought, the ' +
              'feeling, the evidence for and against, and a more balanced view.</p>',
            duration_minutes: 18,
          },
          {
            title: 'Behavioural activation',
            content:
              '<p>When mood is low we often do less, which can lower mood further. Planning small, ' +
              'meaningful activities can help to break that cycle.</p>',
            duration_minutes: 15,
          },
          {
            title: 'Small experiments',
            content:
              '<p>A behavioural experiment tests a prediction in a safe, gradual way, so you can ' +
              'learn from what actually happens.</p>',
            duration_minutes: 14,
          },
        ],
      },
      {
        title: 'Putting it together',
        topic_type_id: TOPIC_TYPE.reflection,
        description: 'Your personal toolkit and knowing when to seek more support.',
        lessons: [
          {
            title: 'Making a personal toolkit',
            content:
              '<p>Choose the two or three tools that worked best for you and write down when and ' +
              'how you will use them.</p>',
            duration_minutes: 10,
          },
          {
            title: 'When to seek further support',
            content:
              '<p>Self-help is valuable, but it is not always enough. If difficulties persist or ' +
              'get worse, speak to your GP about talking therapies.</p>',
            duration_minutes: 8,
          },
        ],
      },
    ],
  },
  {
    course_id: COURSE.mindfulness,
    topics: [
      {
        title: 'Getting started',
        topic_type_id: TOPIC_TYPE.core,
        description: 'What mindfulness is, and a first short practice.',
        lessons: [
          {
            title: 'What mindfulness is and is not',
            content:
              '<p>Mindfulness is not about emptying the mind. It is about noticing what is ' +
              'happening, inside and around us, with curiosity rather than judgement.</p>',
            duration_minutes: 10,
          },
          {
            title: 'A three-minute breathing space',
            content:
              '<p>Pause, notice what you are experiencing, gather your attention on the breath, ' +
              'then widen it to the whole body. Three minutes is enough.</p>',
            duration_minutes: 8,
          },
        ],
      },
      {
        title: 'Building a practice',
        topic_type_id: TOPIC_TYPE.practical,
        description: 'Longer practices and bringing mindfulness into daily life.',
        lessons: [
          {
            title: 'The body scan',
            content:
              '<p>Move your attention slowly through the body, from the toes to the top of the ' +
              'head, simply noticing sensations without trying to change them.</p>',
            duration_minutes: 20,
          },
          {
            title: 'Mindful movement',
            content:
              '<p>Gentle stretches or a slow walk become a practice when you pay attention to ' +
              'each movement. Go at your own pace and respect your body’s limits.</p>',
            duration_minutes: 15,
          },
          {
            title: 'Bringing mindfulness into daily routines',
            content:
              '<p>Choose one routine activity, such as making tea or brushing your teeth, and do ' +
              'it with full attention once a day.</p>',
            duration_minutes: 8,
          },
        ],
      },
    ],
  },
  {
    course_id: COURSE.anxiety,
    topics: [
      {
        title: 'What anxiety is',
        topic_type_id: TOPIC_TYPE.core,
        description: 'The purpose of anxiety and when it becomes a problem.',
        lessons: [
          {
            title: 'The purpose of anxiety',
            content:
              '<p>Anxiety is the body’s alarm system. It prepares us to respond to threats, which ' +
              'is why it brings a racing heart, quick breathing and tense muscles.</p>',
            duration_minutes: 12,
          },
          {
            title: 'When anxiety becomes a problem',
            content_note:
              'This lesson describes panic attacks and their physical symptoms, such as a racing heart and breathlessness.',
            content:
              '<p>Anxiety becomes a problem when it is intense, lasts a long time or stops us doing ' +
              'things that matter to us. A GP can talk through the options for support.</p>' +
              '<p>Some people have panic attacks: a sudden rush of fear with a racing heart, ' +
              'breathlessness, sweating or dizziness. They feel frightening but are not dangerous, ' +
              'and they pass, usually within minutes. Slow breathing, with a longer out-breath, ' +
              'can help the body settle.</p>',
            duration_minutes: 12,
          },
        ],
      },
      {
        title: 'Coping strategies',
        topic_type_id: TOPIC_TYPE.practical,
        description: 'Grounding, facing fears gradually and self-care.',
        lessons: [
          {
            title: 'Grounding techniques',
            content:
              '<p>Try the 5-4-3-2-1 exercise: notice five things you can see, four you can touch, ' +
              'three you can hear, two you can smell and one you can taste.</p>',
            duration_minutes: 10,
          },
          {
            title: 'Gradually facing fears',
            content:
              '<p>Avoidance brings short-term relief but can keep anxiety going. Facing a feared ' +
              'situation in small, planned steps helps you learn that you can cope.</p>',
            duration_minutes: 15,
          },
          {
            title: 'Self-care that helps',
            content:
              '<ul><li>Regular movement</li><li>Reducing caffeine</li>' +
              '<li>Keeping in touch with people you trust</li></ul>',
            duration_minutes: 8,
          },
        ],
      },
    ],
  },
  {
    course_id: COURSE.sleep,
    topics: [
      {
        title: 'How sleep works',
        topic_type_id: TOPIC_TYPE.core,
        description: 'Sleep cycles and the link between sleep and mood.',
        lessons: [
          {
            title: 'Sleep cycles explained',
            content:
              '<p>Through the night we move through cycles of lighter and deeper sleep. Waking ' +
              'briefly between cycles is normal.</p>',
            duration_minutes: 10,
          },
          {
            title: 'How sleep and mood affect each other',
            content:
              '<p>Poor sleep can make it harder to manage emotions, and worry or low mood can make ' +
              'it harder to sleep. Small changes can help to ease that cycle.</p>',
            duration_minutes: 12,
          },
        ],
      },
      {
        title: 'Improving your sleep',
        topic_type_id: TOPIC_TYPE.practical,
        description: 'A wind-down routine and managing a busy mind at night.',
        lessons: [
          {
            title: 'A wind-down routine',
            content:
              '<p>Give yourself 30 to 60 minutes before bed to slow down: dim the lights, put ' +
              'screens away and choose something calming.</p>',
            duration_minutes: 10,
          },
          {
            title: 'Managing a racing mind at night',
            content:
              '<p>Keep a notepad by the bed and write down any worries or tasks, then tell yourself ' +
              'you will come back to them in the morning.</p>',
            duration_minutes: 10,
          },
        ],
      },
    ],
  },
  {
    course_id: COURSE.calmBody,
    topics: [
      {
        title: 'Breathing',
        topic_type_id: TOPIC_TYPE.practical,
        description: 'Slowing the breath to calm the body.',
        lessons: [
          {
            title: 'Slow breathing, step by step',
            media: demoMediaUrl('breathing'),
            captions: demoMediaUrl('breathingCaptions'),
            content:
              '<p>Watch the film and breathe along: in slowly through your nose, then out for ' +
              'longer than you breathed in. A long breath out tells the body it is safe to slow down.</p>',
            duration_minutes: 1,
            knowledge_check: [
              {
                question: 'Which part of the breath helps the body slow down most?',
                options: [
                  { id: 1, text: 'A long, gentle breath out' },
                  { id: 2, text: 'A quick breath in' },
                  { id: 3, text: 'Holding the breath for as long as you can' },
                ],
                right_answer: 1,
                explanation: 'A breath out that is longer than the breath in slows the heart a little.',
              },
              {
                question: 'Where do you breathe in, in this exercise?',
                options: [
                  { id: 1, text: 'Through the mouth' },
                  { id: 2, text: 'Through the nose' },
                ],
                right_answer: 2,
                explanation: 'Breathing in through the nose keeps the breath slow and even.',
              },
            ],
          },
        ],
      },
      {
        title: 'Grounding',
        topic_type_id: TOPIC_TYPE.practical,
        description: 'Coming back to the present through the senses.',
        lessons: [
          {
            title: 'A grounding exercise to listen to',
            media: demoMediaUrl('grounding'),
            transcript:
              'Notice five things you can see. Four things you can touch. Three things you can ' +
              'hear. Then take one slow breath.',
            content:
              '<p>Listen, and do each step as you hear it. The transcript is below the player ' +
              'if you would rather read along.</p>',
            duration_minutes: 1,
          },
        ],
      },
      {
        title: 'Making it a habit',
        topic_type_id: TOPIC_TYPE.reflection,
        description: 'Opens a week after you enrol, once you have practised.',
        opens_after_days: 7,
        lessons: [
          {
            title: 'A week of practice: what helped?',
            content:
              '<p>Look back on the week: when did you use the breathing or grounding exercise, ' +
              'and what did you notice afterwards? Choose one moment of the day to keep using it.</p>',
            duration_minutes: 5,
          },
        ],
      },
    ],
  },
];

const topics: Record<string, unknown>[] = curricula.flatMap(({ course_id, topics: courseTopics }) =>
  courseTopics.map((topic, index) => ({
    title: topic.title,
    course_id,
    topic_type_id: topic.topic_type_id,
    description: topic.description,
    ...(topic.opens_after_days === undefined ? {} : { opens_after_days: topic.opens_after_days }),
    sort_order: index + 1,
  })),
);

/** Id of the `index`-th topic (0-based) of a course, by its position in `topics`. */
function topicId(courseId: number, index: number): number {
  const position = topics.findIndex((t) => t.course_id === courseId && t.sort_order === index + 1);
  if (position < 0) throw new Error(`The demo course ${courseId} has no topic ${index + 1}`);
  return position + 1;
}

const lessons: Record<string, unknown>[] = curricula.flatMap(({ course_id, topics: courseTopics }) =>
  courseTopics.flatMap((topic, topicIndex) =>
    topic.lessons.map((lesson, lessonIndex) => ({
      title: lesson.title,
      course_id,
      topic_id: topicId(course_id, topicIndex),
      content: lesson.content,
      ...(lesson.video_url ? { video_url: lesson.video_url } : {}),
      ...(lesson.content_note ? { content_note: lesson.content_note } : {}),
      ...(lesson.media ? { media: lesson.media } : {}),
      ...(lesson.captions ? { captions: lesson.captions } : {}),
      ...(lesson.transcript ? { transcript: lesson.transcript } : {}),
      ...(lesson.knowledge_check ? { knowledge_check: lesson.knowledge_check } : {}),
      duration_minutes: lesson.duration_minutes,
      sort_order: lessonIndex + 1,
      is_preview: topicIndex === 0 && lessonIndex === 0 ? 1 : 0,
    })),
  ),
);

/** Id of the demo lesson with this title, by its position in `lessons`. */
function lessonId(title: string): number {
  const position = lessons.findIndex((lesson) => lesson.title === title);
  if (position < 0) throw new Error(`No demo lesson is called "${title}"`);
  return position + 1;
}

// ---------------------------------------------------------------------------------------------

export const demoData: DemoData = {
  users: [
    // Verified when they registered: the demo shows a settled account, not the reminder.
    {
      name: 'Amira Khan',
      email: 'amira@example.com',
      password: DEMO_PASSWORD,
      role_id: 1,
      email_verified_at: '2026-09-01T09:00:00.000Z',
    },
    {
      name: 'Tom Bennett',
      email: 'tom@example.com',
      password: DEMO_PASSWORD,
      role_id: 1,
      email_verified_at: '2026-08-20T09:00:00.000Z',
    },
  ],

  awarding_bodies: [
    { title: 'Northern Council for Wellbeing Education', website_link: 'https://ncwe.example.org' },
    { title: 'Institute of Workplace Mental Health Practice', website_link: 'https://iwmhp.example.org' },
    { title: 'Centre for Community Mental Health Learning', website_link: 'https://ccmhl.example.org' },
    { title: 'Youth Wellbeing Qualifications Trust', website_link: 'https://ywqt.example.org' },
  ],

  transcripts: [
    { type: 'Digital certificate', price: 9.99 },
    { type: 'Printed certificate', price: 19.99 },
    { type: 'Printed certificate with transcript', price: 29.99 },
  ],

  certificate_levels: [
    {
      awarding_body_id: BODY.northern,
      certificate_type_id: CERTIFICATE.digital,
      level: 'Level 2 Award',
      price: 24,
    },
    {
      awarding_body_id: BODY.northern,
      certificate_type_id: CERTIFICATE.printed,
      level: 'Level 2 Award',
      price: 34,
    },
    {
      awarding_body_id: BODY.northern,
      certificate_type_id: CERTIFICATE.printedWithTranscript,
      level: 'Level 3 Certificate',
      price: 49,
    },
    {
      awarding_body_id: BODY.workplace,
      certificate_type_id: CERTIFICATE.digital,
      level: 'Level 2 Award',
      price: 22.5,
    },
    {
      awarding_body_id: BODY.workplace,
      certificate_type_id: CERTIFICATE.printedWithTranscript,
      level: 'Level 3 Certificate',
      price: 45,
    },
    {
      awarding_body_id: BODY.community,
      certificate_type_id: CERTIFICATE.printed,
      level: 'Level 1 Award',
      price: 19,
    },
    {
      awarding_body_id: BODY.youth,
      certificate_type_id: CERTIFICATE.digital,
      level: 'Level 2 Award',
      price: 24,
    },
  ],

  course_categories: [
    {
      name: 'Mental Health Awareness',
      description: 'Understand mental health, reduce stigma and learn how to support others.',
    },
    {
      name: 'Workplace Wellbeing',
      description: 'Courses for employees and managers who want healthier, more supportive workplaces.',
    },
    {
      name: 'Self-Help Skills',
      description: 'Practical, evidence-informed techniques for looking after your own wellbeing.',
    },
    {
      name: 'Children and Young People',
      description: 'For parents, carers, teachers and youth workers supporting young people.',
    },
    {
      name: 'Mindfulness and Relaxation',
      description: 'Guided practices to help you slow down, notice and rest.',
      course_category_id: CATEGORY.selfHelp,
    },
  ],

  course_levels: [
    { title: 'Beginner', level: 1 },
    { title: 'Intermediate', level: 2 },
    { title: 'Advanced', level: 3 },
  ],

  course_tags: [
    { title: 'Anxiety' },
    { title: 'Stress' },
    { title: 'Mindfulness' },
    { title: 'CBT' },
    { title: 'Sleep' },
    { title: 'Crisis Support' },
    { title: 'Young People' },
    { title: 'Workplace' },
  ],

  instructors: [
    {
      name: 'Helen Marsh',
      email: 'helen.marsh@example.com',
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
      phone: '07700 900101',
      photo: demoImageUrl('instructor-helen-marsh'),
      short_bio:
        'A mental health nurse for twenty years, Helen teaches the foundations: noticing, listening and knowing where help is.',
      biography:
        'Helen Marsh trained as a mental health nurse in Leeds and has worked in community mental health teams, a crisis service and a university wellbeing service.\n\nShe has taught mental health awareness to teachers, carers and volunteers since 2012, and believes that anyone can learn to start a kind, useful conversation about mental health.\n\nOutside teaching she walks the Yorkshire Dales and volunteers with a local peer support group.',
      credentials: [
        {
          body: 'Nursing and Midwifery Council',
          number: '04I1234E',
          link: 'https://www.nmc.org.uk/registration/search-the-register/',
        },
      ],
    },
    {
      name: 'Daniel Okafor',
      email: 'daniel.okafor@example.com',
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
      phone: '07700 900102',
      photo: demoImageUrl('instructor-daniel-okafor'),
      short_bio:
        'An accredited CBT therapist who helps workplaces and individuals turn evidence-based ideas into everyday habits.',
      biography:
        'Daniel Okafor is a cognitive behavioural therapist who has worked in NHS Talking Therapies services and with employers across the Midlands.\n\nHis courses turn the ideas behind CBT, stress management and resilience into small steps that fit into a working day.\n\nDaniel is accredited by the British Association for Behavioural and Cognitive Psychotherapies.',
      credentials: [
        {
          body: 'British Association for Behavioural and Cognitive Psychotherapies',
          number: '123456',
          link: 'https://www.cbtregisteruk.com/',
        },
        { body: 'Health and Care Professions Council', number: 'PYL012345' },
      ],
    },
    {
      name: 'Priya Sharma',
      email: 'priya.sharma@example.com',
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
      phone: '07700 900103',
      photo: demoImageUrl('instructor-priya-sharma'),
      short_bio: 'A counsellor and mindfulness teacher who brings calm, practical self-care to busy lives.',
      biography:
        'Priya Sharma is a counsellor and mindfulness teacher based in Bristol. She has taught mindfulness-based courses in schools, hospitals and community centres for over a decade.\n\nHer teaching is gentle and practical: short practices you can return to, and honest talk about what gets in the way.',
      credentials: [
        {
          body: 'British Association for Counselling and Psychotherapy',
          number: '654321',
          link: 'https://www.bacp.co.uk/search/Register',
        },
      ],
    },
    {
      name: 'Gareth Llewellyn',
      email: 'gareth.llewellyn@example.com',
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
      phone: '07700 900104',
      photo: demoImageUrl('instructor-gareth-llewellyn'),
      short_bio:
        'A former social worker who trains managers and youth workers to support the people in their care.',
      biography:
        'Gareth Llewellyn spent fifteen years as a social worker with young people and families in South Wales before moving into training.\n\nHe now helps managers, youth workers and parents recognise when someone is struggling and respond with confidence and compassion.',
      credentials: [{ body: 'Social Care Wales', number: '004512' }],
    },
  ],

  courses,

  topic_types: [
    { title: 'Core learning', description: 'Key ideas and background knowledge.' },
    { title: 'Practical skills', description: 'Techniques and exercises to try for yourself.' },
    { title: 'Reflection and review', description: 'Pulling learning together and planning next steps.' },
  ],

  topics,

  lessons,

  exams: [
    {
      title: 'Foundations of Mental Health Awareness: final assessment',
      course_id: COURSE.foundations,
      duration_minutes: 20,
      pass_mark: 70,
      // A final assessment: four of its five questions a time, a day between attempts, and the
      // right answers once passed or out of attempts.
      max_attempts: 3,
      wait_hours: 24,
      questions_per_attempt: 4,
      show_after_attempt: 'review',
      status: 'published',
      questions: [
        {
          question: 'Which statement best describes mental health?',
          options: [
            { id: 1, text: 'It is only about the absence of mental illness' },
            { id: 2, text: 'It is part of everyone’s overall health and can change over time' },
            { id: 3, text: 'It stays the same throughout a person’s life' },
            { id: 4, text: 'It only matters for people with a diagnosis' },
          ],
          right_answer: 2,
          level: 'beginner',
        },
        {
          question: 'What is a helpful way to start a conversation with someone who seems to be struggling?',
          options: [
            { id: 1, text: 'Tell them to look on the bright side' },
            { id: 2, text: 'Raise it in front of colleagues so they feel supported' },
            { id: 3, text: 'Ask an open question at a calm, private moment' },
            { id: 4, text: 'Wait for them to bring it up, however long it takes' },
          ],
          right_answer: 3,
          level: 'beginner',
        },
        {
          question: 'What is mental health stigma?',
          options: [
            { id: 1, text: 'Negative attitudes or beliefs that lead to unfair treatment' },
            { id: 2, text: 'A type of talking therapy' },
            { id: 3, text: 'A medical diagnosis' },
            { id: 4, text: 'A symptom of stress' },
          ],
          right_answer: 1,
          level: 'beginner',
        },
        {
          question: 'Someone tells you they are in immediate danger. What should you do first?',
          options: [
            { id: 1, text: 'Promise to keep it a secret' },
            { id: 2, text: 'Suggest they sleep on it' },
            { id: 3, text: 'Offer advice about their medication' },
            { id: 4, text: 'Contact the emergency services and stay with them if it is safe to do so' },
          ],
          right_answer: 4,
          level: 'intermediate',
        },
        {
          question: 'Which of these belongs in a personal wellbeing plan?',
          options: [
            { id: 1, text: 'A promise never to feel low again' },
            { id: 2, text: 'Your early warning signs and what helps you stay well' },
            { id: 3, text: 'A plan to work longer hours' },
            { id: 4, text: 'A list of feelings to avoid' },
          ],
          right_answer: 2,
          level: 'intermediate',
        },
      ],
    },
    {
      title: 'Understanding Anxiety: knowledge check',
      course_id: COURSE.anxiety,
      duration_minutes: 15,
      pass_mark: 70,
      max_attempts: 3,
      show_after_attempt: 'wrong',
      status: 'published',
      questions: [
        {
          question: 'Anxiety is best described as…',
          options: [
            { id: 1, text: 'A natural response to a perceived threat' },
            { id: 2, text: 'Always a sign of illness' },
            { id: 3, text: 'A personality flaw' },
            { id: 4, text: 'Something only adults experience' },
          ],
          right_answer: 1,
          level: 'beginner',
        },
        {
          question: 'Which of these is a common physical sign of anxiety?',
          options: [
            { id: 1, text: 'Improved concentration' },
            { id: 2, text: 'Slower breathing' },
            { id: 3, text: 'A racing heart' },
            { id: 4, text: 'Feeling unusually sleepy' },
          ],
          right_answer: 3,
          level: 'beginner',
        },
        {
          question: 'Which of these is a grounding technique?',
          options: [
            { id: 1, text: 'Going over a worry again and again' },
            { id: 2, text: 'Noticing five things you can see, four you can touch and so on' },
            { id: 3, text: 'Avoiding the situation that caused the worry' },
            { id: 4, text: 'Drinking a strong coffee' },
          ],
          right_answer: 2,
          level: 'beginner',
        },
        {
          question: 'Why can avoiding feared situations keep anxiety going?',
          options: [
            { id: 1, text: 'It uses up too much energy' },
            { id: 2, text: 'It makes other people anxious too' },
            { id: 3, text: 'It has no effect on anxiety at all' },
            { id: 4, text: 'It stops us learning that the situation can be managed' },
          ],
          right_answer: 4,
          level: 'intermediate',
        },
      ],
    },
    {
      title: 'CBT Skills for Everyday Life: end-of-course quiz',
      course_id: COURSE.cbt,
      duration_minutes: 20,
      pass_mark: 75,
      max_attempts: 3,
      wait_hours: 1,
      show_after_attempt: 'wrong',
      status: 'published',
      questions: [
        {
          question: 'The CBT model describes how which three things influence one another?',
          options: [
            { id: 1, text: 'Diet, exercise and sleep' },
            { id: 2, text: 'Thoughts, feelings and behaviours' },
            { id: 3, text: 'Memories, dreams and habits' },
            { id: 4, text: 'Family, friends and work' },
          ],
          right_answer: 2,
          level: 'beginner',
        },
        {
          question: '“I always get everything wrong” is an example of which thinking pattern?',
          options: [
            { id: 1, text: 'Mind reading' },
            { id: 2, text: 'Catastrophising' },
            { id: 3, text: 'Overgeneralising' },
            { id: 4, text: 'Emotional reasoning' },
          ],
          right_answer: 3,
          level: 'intermediate',
        },
        {
          question: 'What is the main aim of a thought record?',
          options: [
            { id: 1, text: 'To notice a thought, weigh the evidence and reach a more balanced view' },
            { id: 2, text: 'To stop all negative thoughts for good' },
            { id: 3, text: 'To prove that the first thought was right' },
            { id: 4, text: 'To keep a diary of everything that happens in a day' },
          ],
          right_answer: 1,
          level: 'intermediate',
        },
        {
          question: 'In behavioural activation, what usually comes first?',
          options: [
            { id: 1, text: 'Taking on as many new activities as possible at once' },
            { id: 2, text: 'Waiting until motivation returns before doing anything' },
            { id: 3, text: 'Cutting out all activities that feel difficult' },
            { id: 4, text: 'Keeping an activity diary to see how activities and mood are linked' },
          ],
          right_answer: 4,
          level: 'advanced',
        },
      ],
    },
  ],

  bundles,

  bundle_items: [
    { bundle_id: BUNDLE.workplace, course_id: COURSE.workplaceStress, sort_order: 1 },
    { bundle_id: BUNDLE.workplace, course_id: COURSE.resilience, sort_order: 2 },
    { bundle_id: BUNDLE.workplace, course_id: COURSE.leadership, sort_order: 3 },
    { bundle_id: BUNDLE.everyday, course_id: COURSE.mindfulness, sort_order: 1 },
    { bundle_id: BUNDLE.everyday, course_id: COURSE.sleep, sort_order: 2 },
  ],

  coupons: [
    {
      code: 'WELCOME10',
      discount_type: 'percent',
      amount: 10,
      starts_at: '2026-01-01',
      max_uses: 1000,
      status: 'active',
    },
    {
      code: 'SPRING5',
      discount_type: 'fixed',
      amount: 5,
      starts_at: '2027-03-01',
      expires_at: '2027-05-31',
      max_uses: 200,
      status: 'active',
    },
    {
      code: 'SUMMER25',
      discount_type: 'percent',
      amount: 25,
      starts_at: '2025-06-01',
      expires_at: '2025-08-31',
      max_uses: 100,
      status: 'inactive',
    },
  ],

  faqs: [
    {
      question: 'How do I create an account?',
      answer:
        '<p>Choose <strong>Register</strong> on the sign-in page and enter your name, email ' +
        'address and a password. You are signed in straight away and can enrol in any course.</p>',
      sort_order: 1,
      status: 'active',
    },
    {
      question: 'I have forgotten my password. What should I do?',
      answer:
        '<p>Contact our support team from the email address on your account and we will help you ' +
        'set a new password. Once you are signed in, you can change it at any time under ' +
        '<strong>My profile</strong>.</p>',
      sort_order: 2,
      status: 'active',
    },
    {
      question: 'How long can I access a course?',
      answer:
        '<p>Once you enrol, the course is yours for as long as it is offered, so you can learn at ' +
        'your own pace and return to lessons whenever you like.</p>',
      sort_order: 3,
      status: 'active',
    },
    {
      question: 'Will I receive a certificate?',
      answer:
        '<p>Yes. When you pass a course’s final assessment you can order a certificate:</p>' +
        '<ul><li>a digital certificate</li><li>a printed certificate</li>' +
        '<li>a printed certificate with a transcript of your learning</li></ul>' +
        '<p>Some courses are also recognised by an independent awarding body.</p>',
      sort_order: 4,
      status: 'active',
    },
    {
      question: 'What is your refund policy?',
      answer:
        '<p>If a course is not right for you, ask for a refund within 14 days of purchase, provided ' +
        'you have completed less than a quarter of it. Printed products can be returned unused ' +
        'within 30 days.</p>',
      sort_order: 5,
      status: 'active',
    },
    {
      question: 'Are the courses accessible?',
      answer:
        '<p>We aim to meet WCAG 2.2 level AA: pages work with screen readers and keyboard ' +
        'navigation, text can be enlarged without losing content, and you can pause and return to ' +
        'any lesson. If something does not work for you, please let us know.</p>',
      sort_order: 6,
      status: 'active',
    },
    {
      question: 'Are these courses a substitute for professional help?',
      answer:
        '<p>No. Our courses are educational and do not provide diagnosis, treatment or medical ' +
        'advice. If you are worried about your mental health, please speak to your GP.</p>' +
        `<p><strong>${CRISIS_LINE}</strong></p>`,
      sort_order: 7,
      status: 'active',
    },
    {
      question: 'How do I contact support?',
      answer:
        '<p>Email support@mindwell.example.com and we will reply within two working days. For ' +
        'questions about an order, please include your order number.</p>',
      sort_order: 8,
      status: 'active',
    },
  ],

  delivery_options: [
    { title: 'Royal Mail Tracked 48', price: 3.95, delivery_time: '2 to 3 working days', active: 1 },
  ],
  tips: [
    {
      title: 'Take a three-minute breathing space',
      description:
        'Pause, notice how you are feeling, then follow your breath for a minute before widening your attention to your whole body.',
      featured: 1,
    },
    {
      title: 'Step outside for ten minutes',
      description: 'A short walk in daylight can lift your mood and help you reset during a busy day.',
    },
    {
      title: 'Keep a regular sleep routine',
      description:
        'Going to bed and getting up at similar times each day, even at weekends, helps your body know when to rest.',
    },
    {
      title: 'Stay connected',
      description:
        'Send a message to a friend or family member today. A few words can make you both feel closer.',
    },
    {
      title: 'Notice three good things',
      description:
        'Before bed, write down three things that went well today, however small, and what helped them happen.',
    },
  ],

  blog_categories: [{ title: 'Wellbeing at Work' }, { title: 'Self-Care' }, { title: 'Platform News' }],

  blogs: [
    {
      title: 'Five small habits that support your wellbeing',
      featured_img: demoImageUrl('post-small-habits'),
      user_id: ADMIN,
      post_status: 'published',
      category_ids: [BLOG_CATEGORY.selfCare],
      content:
        '<p>Looking after your mental health does not have to mean big changes. Small, regular ' +
        'habits can add up over time.</p>' +
        '<ul><li><strong>Move a little every day.</strong> A short walk counts.</li>' +
        '<li><strong>Connect with someone.</strong> A message or a chat over tea.</li>' +
        '<li><strong>Take a pause.</strong> Three slow breaths between tasks.</li>' +
        '<li><strong>Protect your sleep.</strong> Aim for a regular bedtime.</li>' +
        '<li><strong>Notice the good.</strong> Write down one thing that went well.</li></ul>' +
        '<p>Pick one habit and try it for a week. Be kind to yourself if you miss a day.</p>',
      featured_post: 1,
      created_at: '2026-10-06T09:00:00.000Z',
    },
    {
      title: 'Talking about mental health at work',
      featured_img: demoImageUrl('post-talking-at-work'),
      user_id: ADMIN,
      post_status: 'published',
      category_ids: [BLOG_CATEGORY.work],
      content:
        '<p>Many of us find it hard to talk about how we are feeling at work. Managers and ' +
        'colleagues can make it easier by checking in regularly and listening without judgement.</p>' +
        '<p>If you are a manager, try asking an open question in your next one-to-one, and make ' +
        'sure your team knows what support is available.</p>',
      featured_post: 1,
      created_at: '2026-09-22T09:00:00.000Z',
    },
    {
      title: 'Why sleep matters more than you think',
      featured_img: demoImageUrl('post-why-sleep-matters'),
      user_id: ADMIN,
      post_status: 'published',
      category_ids: [BLOG_CATEGORY.selfCare],
      content:
        '<p>Sleep and mood are closely linked. A run of poor nights can make everything feel ' +
        'harder, and worry can make it harder to sleep.</p>' +
        '<p>A simple wind-down routine, with screens put away and the lights dimmed, is a good ' +
        'place to start. Our short course <strong>Sleep and Mental Health</strong> goes further.</p>',
      featured_post: 0,
      created_at: '2026-09-01T09:00:00.000Z',
    },
    {
      title: 'Welcome to MindWell Academy',
      featured_img: demoImageUrl('post-welcome'),
      user_id: ADMIN,
      post_status: 'published',
      category_ids: [BLOG_CATEGORY.news],
      content:
        '<p>MindWell Academy offers friendly, practical courses in mental health awareness, ' +
        'workplace wellbeing and self-help skills.</p>' +
        '<p>Our courses are written by experienced educators and designed to be accessible to ' +
        'everyone. We are glad you are here.</p>',
      featured_post: 0,
      created_at: '2026-08-03T09:00:00.000Z',
    },
    {
      title: 'How to support a friend who is struggling',
      featured_img: demoImageUrl('post-support-a-friend'),
      user_id: ADMIN,
      post_status: 'published',
      category_ids: [BLOG_CATEGORY.selfCare],
      content:
        '<p>You do not need to be an expert to help a friend. Often the most useful thing is to ' +
        'listen, to let them know you care and to help them find support.</p>' +
        `<p>${CRISIS_LINE}</p>`,
      featured_post: 0,
      created_at: '2026-10-20T09:00:00.000Z',
    },
    {
      title: 'Introducing our Youth Mental Health First Aid course',
      featured_img: demoImageUrl('post-youth-first-aid'),
      user_id: ADMIN,
      post_status: 'draft',
      category_ids: [BLOG_CATEGORY.news, BLOG_CATEGORY.selfCare],
      content:
        '<p>Our new course helps parents, teachers and youth workers notice when a young person ' +
        'is struggling and respond with confidence. More details soon.</p>',
      featured_post: 0,
      created_at: '2026-11-10T09:00:00.000Z',
    },
  ],

  blog_comments: [
    {
      author: 'Amira Khan',
      author_email: 'amira@example.com',
      content: 'The tip about three slow breaths between tasks has really helped me this week. Thank you!',
      post_id: POST.habits,
      user_id: AMIRA,
      approve_status: 'approved',
    },
    {
      author: 'Grace Holloway',
      author_email: 'grace.holloway@example.com',
      content: 'Simple and encouraging. I have shared this with my team.',
      post_id: POST.habits,
      approve_status: 'approved',
    },
    {
      author: 'Sam Porter',
      author_email: 'sam.porter@example.com',
      content: 'Could you write a follow-up about building habits when you work night shifts?',
      post_id: POST.habits,
      approve_status: 'pending',
    },
    {
      author: 'Tom Bennett',
      author_email: 'tom@example.com',
      content: 'We have started short check-ins at the start of our team meetings. It makes a difference.',
      post_id: POST.work,
      user_id: TOM,
      approve_status: 'approved',
    },
    {
      author: 'Lina Haddad',
      author_email: 'lina.haddad@example.com',
      content: 'Do you have any advice for people who work remotely and rarely see their manager?',
      post_id: POST.work,
      approve_status: 'pending',
    },
    {
      author: 'Amira Khan',
      author_email: 'amira@example.com',
      content: 'Keeping a notepad by the bed is such a good idea. My mind is much quieter at night now.',
      post_id: POST.sleep,
      user_id: AMIRA,
      approve_status: 'approved',
    },
    {
      author: 'Owen Price',
      author_email: 'owen.price@example.com',
      content: 'Thank you for this. It gave me the confidence to check in on a friend.',
      post_id: POST.friend,
      approve_status: 'approved',
    },
    {
      author: 'Jess Morgan',
      author_email: 'jess.morgan@example.com',
      content: 'Looking forward to trying the courses. Will there be more on mindfulness?',
      post_id: POST.welcome,
      approve_status: 'pending',
    },
  ],

  reviews: [
    {
      rating: 5,
      review: 'Clear, kind and practical. I feel much more confident talking to friends about mental health.',
      course_id: COURSE.foundations,
      status: 'approved',
    },
    {
      rating: 4,
      review: 'Really useful overview. I would have liked a few more real-life examples.',
      course_id: COURSE.foundations,
      status: 'approved',
    },
    {
      rating: 5,
      review: 'The lesson on setting boundaries changed how I plan my week.',
      course_id: COURSE.workplaceStress,
      status: 'approved',
    },
    {
      rating: 4,
      review: 'Thought records felt awkward at first but now they are part of my routine.',
      course_id: COURSE.cbt,
      status: 'approved',
    },
    {
      rating: 3,
      review: 'Good content, though some practices felt a little short for me.',
      course_id: COURSE.mindfulness,
      status: 'pending',
    },
    {
      rating: 5,
      review: 'The grounding techniques are simple and they work for me. Highly recommended.',
      course_id: COURSE.anxiety,
      status: 'approved',
    },
    {
      rating: 4,
      review: 'Short and to the point. The wind-down routine has helped my sleep.',
      course_id: COURSE.sleep,
      status: 'pending',
    },
    {
      rating: 5,
      review: 'Every teacher should take this course. Sensitive and very well explained.',
      course_id: COURSE.youthFirstAid,
      status: 'pending',
    },
    {
      rating: 5,
      review: 'I felt far less frightened of saying the wrong thing. The listening exercises were excellent.',
      course_id: COURSE.crisis,
      status: 'approved',
    },
    {
      rating: 4,
      review: 'Calm, careful and practical. The section on looking after yourself afterwards was welcome.',
      course_id: COURSE.crisis,
      status: 'approved',
    },
    {
      rating: 5,
      review: 'Our whole team took this together and it started some honest conversations.',
      course_id: COURSE.resilience,
      status: 'approved',
    },
    {
      rating: 4,
      review:
        'Helpful for spotting the early signs of anxiety in myself. I use the breathing exercise daily.',
      course_id: COURSE.anxiety,
      status: 'approved',
    },
    {
      rating: 5,
      review: 'A gentle, well-paced course. The body scan practice is now part of my evenings.',
      course_id: COURSE.mindfulness,
      status: 'approved',
    },
    {
      rating: 4,
      review: 'Clear explanations of how children show worry. I would like a follow-on course.',
      course_id: COURSE.children,
      status: 'approved',
    },
  ],

  products,

  resources: [
    {
      title: 'Grounding techniques guide',
      description:
        'A printable two-page guide to five grounding techniques, including 5-4-3-2-1 and box breathing.',
      resource: demoHandoutUrl('grounding-techniques'),
      lesson_id: lessonId('Grounding techniques'),
    },
    {
      title: 'Weekly wellbeing planner',
      description: 'A printable planner for noticing your mood, sleep and the activities that help you.',
      resource: demoHandoutUrl('wellbeing-planner'),
      lesson_id: lessonId('Building a personal wellbeing plan'),
    },
  ],

  social_profiles: [
    { title: 'Facebook', link: 'https://facebook.example.com/mindwellacademy' },
    { title: 'Instagram', link: 'https://instagram.example.com/mindwellacademy' },
    { title: 'LinkedIn', link: 'https://linkedin.example.com/company/mindwell-academy' },
    { title: 'YouTube', link: 'https://youtube.example.com/@mindwellacademy' },
    // The instructors' own profiles, shown with them on their course pages.
    {
      title: 'LinkedIn',
      link: 'https://linkedin.example.com/in/helen-marsh',
      instructor_id: INSTRUCTOR.helen,
    },
    {
      title: 'LinkedIn',
      link: 'https://linkedin.example.com/in/daniel-okafor',
      instructor_id: INSTRUCTOR.daniel,
    },
    {
      title: 'LinkedIn',
      link: 'https://linkedin.example.com/in/priya-sharma',
      instructor_id: INSTRUCTOR.priya,
    },
    {
      title: 'LinkedIn',
      link: 'https://linkedin.example.com/in/gareth-llewellyn',
      instructor_id: INSTRUCTOR.gareth,
    },
  ],

  question_tags: [
    { title: 'Mental health literacy' },
    { title: 'Self-care' },
    { title: 'Supporting others' },
    { title: 'Workplace' },
  ],

  notes: [
    {
      description: 'My early warning signs: skipping lunch, sleeping badly, not replying to friends.',
      topic_id: topicId(COURSE.foundations, 2),
      user_id: AMIRA,
    },
    {
      description: 'Try 5-4-3-2-1 on the bus before presentations. It helped on Tuesday.',
      topic_id: topicId(COURSE.anxiety, 1),
      user_id: AMIRA,
    },
    {
      description: 'Catastrophising is my main pattern. Ask: what would I say to a friend?',
      topic_id: topicId(COURSE.cbt, 0),
      user_id: TOM,
    },
    {
      description: 'Body scan works best straight after work, before I open my laptop again.',
      topic_id: topicId(COURSE.mindfulness, 1),
      user_id: TOM,
    },
  ],

  // Amira: four items with the WELCOME10 coupon, paid; the course with lesson media, paid; then a
  // bundle left at the payment page.
  // Tom: three courses, paid; then a workbook, paid and refunded.
  purchases: [
    {
      user_id: AMIRA,
      items: [
        { kind: 'course', id: COURSE.foundations },
        { kind: 'course', id: COURSE.anxiety },
        { kind: 'course', id: COURSE.sleep },
        { kind: 'product', id: PRODUCT.journal },
      ],
      coupon: 'WELCOME10',
      outcome: 'paid',
    },
    // Amira: the course with the lesson media, its schedule and its knowledge check.
    { user_id: AMIRA, items: [{ kind: 'course', id: COURSE.calmBody }], outcome: 'paid' },
    { user_id: AMIRA, items: [{ kind: 'bundle', id: BUNDLE.workplace }], outcome: 'pending' },
    {
      user_id: TOM,
      items: [
        { kind: 'course', id: COURSE.workplaceStress },
        { kind: 'course', id: COURSE.cbt },
        { kind: 'course', id: COURSE.mindfulness },
      ],
      outcome: 'paid',
    },
    { user_id: TOM, items: [{ kind: 'product', id: PRODUCT.workbook }], outcome: 'refunded' },
  ],

  progress: [
    // Foundations: 5 of 7 lessons; anxiety: 2 of 5; sleep: all 4, so its certificate is issued.
    { user_id: AMIRA, course_id: COURSE.foundations, lessons_completed: 5 },
    { user_id: AMIRA, course_id: COURSE.anxiety, lessons_completed: 2 },
    { user_id: AMIRA, course_id: COURSE.sleep, lessons_completed: 4 },
    // Calm body: nothing yet, so the demo shows the player from the start.
    { user_id: AMIRA, course_id: COURSE.calmBody, lessons_completed: 0 },
    // Workplace stress: all 5 lessons and its certificate; CBT: 3 of 7; mindfulness: 1 of 5.
    { user_id: TOM, course_id: COURSE.workplaceStress, lessons_completed: 5 },
    { user_id: TOM, course_id: COURSE.cbt, lessons_completed: 3 },
    { user_id: TOM, course_id: COURSE.mindfulness, lessons_completed: 1 },
  ],
};
