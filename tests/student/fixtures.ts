import type { BlogPost, EnrolledCourse, Note, Order, Topic, User } from '../../student/api/types';

export const student: User = {
  id: 7,
  name: 'Sam Student',
  email: 'sam@example.com',
  role_id: 1,
  profile_picture: null,
};

export const admin: User = { ...student, id: 1, name: 'Ada Admin', email: 'ada@example.com', role_id: 2 };

export const course: EnrolledCourse = {
  id: 3,
  title: 'Mental Health First Aid',
  slug: 'mental-health-first-aid',
  short_description: 'Spot the signs and respond with confidence.',
  price: 49.99,
  sale_price: null,
  thumbnail: null,
  duration_hours: 6,
  level_title: 'Beginner',
  instructor_name: 'Dr Rowe',
  progress: 40,
  enrolled_at: '2024-03-01T10:00:00.000Z',
};

export const order: Order = {
  id: 12,
  items: [{ kind: 'course', item_id: 3, title: 'Mental Health First Aid', unit_price: 49.99 }],
  subtotal: 49.99,
  discount: 0,
  total: 1234.5,
  currency: 'GBP',
  coupon_code: null,
  status: 'paid',
  created_at: '2024-03-01T10:00:00.000Z',
};

export const topics: Topic[] = [
  { id: 21, title: 'Recognising anxiety', course_id: 3, course_title: 'Mental Health First Aid' },
  { id: 22, title: 'Listening skills', course_id: 3, course_title: 'Mental Health First Aid' },
];

export const note = (id: number, description: string, topic: Topic | null = topics[0]): Note => ({
  id,
  description,
  topic_id: topic?.id ?? null,
  topic_title: topic?.title ?? null,
  created_at: '2024-03-02T10:00:00.000Z',
  updated_at: '2024-03-02T10:00:00.000Z',
});

export const post = (id: number, title: string, content = '<p>Body</p>'): BlogPost => ({
  id,
  title,
  content,
  featured_img: null,
  created_at: '2024-02-01T09:00:00.000Z',
  author_name: 'Jo Writer',
  categories: [{ id: 1, title: 'Wellbeing' }],
});
