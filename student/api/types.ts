/**
 * What the student site reads from the server (docs/API.md). Only the fields the pages use are
 * named; money is in pounds, dates are ISO 8601 strings.
 */

export interface User {
  id: number;
  name: string;
  email: string;
  role_id: number;
  profile_picture: string | null;
}

export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
  per_page?: number;
  from?: number | null;
  to?: number | null;
}

export interface Course {
  id: number;
  title: string;
  slug: string;
  short_description: string | null;
  price: number;
  sale_price: number | null;
  thumbnail: string | null;
  duration_hours: number | null;
  category_name?: string | null;
  level_title?: string | null;
  instructor_name?: string | null;
}

export interface EnrolledCourse extends Course {
  /** 0–100: the share of the course's lessons completed. */
  progress: number;
  enrolled_at: string;
  lessons_total?: number;
  lessons_completed?: number;
  /** The latest lesson completed, or the enrolment when none is. */
  last_activity_at?: string;
  /** Where Continue (or Start) leads: the first lesson not completed. */
  resume_lesson_id?: number | null;
  /** Set while the student has paused the course. */
  paused_at?: string | null;
  /** The code of the student's valid certificate, once the course is complete. */
  certificate_code?: string | null;
}

export interface BlogCategory {
  id: number;
  title: string;
}

export interface BlogPost {
  id: number;
  title: string;
  content: string;
  featured_img: string | null;
  created_at: string;
  author_name?: string | null;
  categories?: BlogCategory[];
}

export interface PostComment {
  id: number;
  post_id: number;
  author: string;
  content: string;
  created_at: string;
}

export interface NewComment {
  post_id: number;
  content: string;
  author?: string;
  author_email?: string;
}

export interface Tip {
  id: number;
  title: string;
  description: string;
  url: string | null;
}

export interface HomeContent {
  featured_courses: Course[];
  latest_posts: BlogPost[];
  featured_tip: Tip | null;
}

export interface Faq {
  id: number;
  question: string;
  answer: string;
}

export interface Topic {
  id: number;
  title: string;
  course_id: number;
  course_title: string;
}

export interface Note {
  id: number;
  description: string;
  topic_id: number | null;
  topic_title: string | null;
  course_id?: number | null;
  course_title?: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderItem {
  kind: 'course' | 'bundle' | 'product' | 'certificate_level';
  item_id: number;
  title: string;
  unit_price: number;
  /** The course a certificate level was bought for. */
  course_id?: number | null;
}

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'partially_refunded' | 'refunded' | 'cancelled';

export interface Order {
  id: number;
  items: OrderItem[];
  subtotal: number;
  discount: number;
  total: number;
  currency: string;
  coupon_code: string | null;
  status: OrderStatus;
  created_at: string;
}
