import type { QuestionLevel, QuizQuestion } from './types';

/**
 * The built-in question bank (docs/legacy-api.md §3): ten mental-health literacy questions, four options
 * each. Questions 1–5 are beginner, 6–8 intermediate, 9–10 advanced.
 *
 * Question 5 repeats question 3 word for word: the legacy bank has it so, and docs/legacy-api.md keeps it.
 */
const question3 = {
  question: 'Roughly how many people in England experience a common mental health problem in any given week?',
  options: [
    { id: 1, option: 'About 1 in 100' },
    { id: 2, option: 'About 1 in 50' },
    { id: 3, option: 'About 1 in 6' },
    { id: 4, option: 'About 1 in 2' },
  ],
  right_answer: 3,
} as const;

export const questionBank: readonly QuizQuestion[] = [
  {
    id: 1,
    question: 'Which of these best describes mental health?',
    options: [
      { id: 1, option: 'Simply the absence of a mental illness' },
      { id: 2, option: 'A state of wellbeing in which a person can cope with the normal stresses of life' },
      { id: 3, option: 'Something only people with a diagnosis need to think about' },
      { id: 4, option: 'A fixed trait that never changes over a lifetime' },
    ],
    right_answer: 2,
    level: 'beginner',
  },
  {
    id: 2,
    question:
      'Which of these is a common early sign that someone may be struggling with their mental health?',
    options: [
      { id: 1, option: 'Withdrawing from friends and activities they used to enjoy' },
      { id: 2, option: 'Taking up a new hobby' },
      { id: 3, option: 'Going on holiday' },
      { id: 4, option: 'Asking a colleague for feedback' },
    ],
    right_answer: 1,
    level: 'beginner',
  },
  { id: 3, ...question3, level: 'beginner' },
  {
    id: 4,
    question:
      'A friend tells you they have been feeling low for weeks. What is the most helpful first response?',
    options: [
      { id: 1, option: 'Tell them to cheer up and think positively' },
      { id: 2, option: 'Change the subject so they do not dwell on it' },
      { id: 3, option: 'Listen without judgement and ask how you can help' },
      { id: 4, option: 'Tell them everyone feels like that sometimes' },
    ],
    right_answer: 3,
    level: 'beginner',
  },
  { id: 5, ...question3, level: 'beginner' },
  {
    id: 6,
    question: 'Which statement about anxiety is accurate?',
    options: [
      { id: 1, option: 'Anxiety is always a sign of a serious mental illness' },
      {
        id: 2,
        option:
          'Some anxiety is a normal response to stress; it becomes a problem when it is persistent and out of proportion',
      },
      { id: 3, option: 'Anxiety only affects the mind, never the body' },
      { id: 4, option: 'Avoiding every feared situation is the best long-term treatment' },
    ],
    right_answer: 2,
    level: 'intermediate',
  },
  {
    id: 7,
    question: 'Which of these is a recommended first-line treatment for mild to moderate depression?',
    options: [
      { id: 1, option: 'Talking therapies such as cognitive behavioural therapy (CBT)' },
      { id: 2, option: 'Complete bed rest' },
      { id: 3, option: 'Avoiding all physical activity' },
      { id: 4, option: 'Drinking alcohol to relax' },
    ],
    right_answer: 1,
    level: 'intermediate',
  },
  {
    id: 8,
    question: 'What does the stress-vulnerability model suggest?',
    options: [
      { id: 1, option: 'Only people under extreme stress develop mental health problems' },
      { id: 2, option: 'Mental health problems are caused entirely by genetics' },
      {
        id: 3,
        option: 'A mix of inherent vulnerability and life stressors determines the risk of becoming unwell',
      },
      { id: 4, option: 'Stress has no link to mental health' },
    ],
    right_answer: 3,
    level: 'intermediate',
  },
  {
    id: 9,
    question: 'If someone tells you they are thinking about suicide, what should you do?',
    options: [
      { id: 1, option: 'Avoid the word "suicide", as asking about it may put the idea in their head' },
      { id: 2, option: 'Promise to keep it secret whatever happens' },
      { id: 3, option: 'Wait a few days to see whether the feeling passes' },
      {
        id: 4,
        option:
          'Ask them directly, stay with them, and help them reach urgent support such as 999, A&E or Samaritans (116 123)',
      },
    ],
    right_answer: 4,
    level: 'advanced',
  },
  {
    id: 10,
    question: 'Which statement about psychosis is accurate?',
    options: [
      { id: 1, option: 'People experiencing psychosis are usually violent' },
      { id: 2, option: 'Psychosis means having a split personality' },
      {
        id: 3,
        option:
          'Psychosis involves losing some contact with reality, and early intervention improves outcomes',
      },
      { id: 4, option: 'Psychosis cannot be treated' },
    ],
    right_answer: 3,
    level: 'advanced',
  },
];

/** The levels in the order a learner meets them. */
export const quizLevels: readonly QuestionLevel[] = ['beginner', 'intermediate', 'advanced'];
