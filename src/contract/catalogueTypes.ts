/**
 * What the public catalogue calls answer (docs/API.md, "The catalogue"); money in pounds. The
 * server answers these shapes and the student site reads them.
 */

export interface CatalogueCourse {
  id: number;
  title: string;
  slug: string;
  short_description: string | null;
  thumbnail: string | null;
  duration_hours: number | null;
  price: number;
  sale_price: number | null;
  category_name: string | null;
  level_title: string | null;
  instructor_name: string | null;
  rating_average: number | null;
  rating_count: number;
}

export interface CataloguePage {
  data: CatalogueCourse[];
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
  from: number | null;
  to: number | null;
}

export interface CatalogueFilters {
  categories: { id: number; name: string; parent_id: number | null }[];
  levels: { id: number; title: string }[];
  tags: { id: number; title: string }[];
}

export interface SyllabusLesson {
  id: number;
  title: string;
  duration_minutes: number | null;
  is_preview: 0 | 1;
}

export interface SyllabusTopic {
  id: number | null;
  title: string;
  description: string | null;
  duration_minutes: number;
  lessons: SyllabusLesson[];
}

export interface SocialProfile {
  id: number;
  title: string;
  icon: string | null;
  link: string;
}

export interface CertificateLevel {
  id: number;
  level: string;
  price: number;
  awarding_body: string;
  awarding_body_logo: string | null;
  awarding_body_link: string | null;
  certificate_type: string;
}

export interface Review {
  id: number;
  rating: number;
  review: string;
  created_at: string;
  /** The writer's first name and initial ("Amira K."), or "A student" when none is on record. */
  writer: string;
}

/** How many approved reviews gave one rating. */
export interface RatingCount {
  rating: number;
  count: number;
}

export interface CourseDetail {
  id: number;
  title: string;
  slug: string;
  short_description: string | null;
  description: string | null;
  thumbnail: string | null;
  price: number;
  sale_price: number | null;
  duration_hours: number | null;
  lesson_minutes: number;
  lesson_count: number;
  /** A draft shown to an admin. */
  preview: boolean;
  category: { id: number; name: string } | null;
  level: { id: number; title: string } | null;
  tags: { id: number; title: string }[];
  instructor: InstructorCard | null;
  syllabus: SyllabusTopic[];
  certificate_levels: CertificateLevel[];
  /** `counts` has every rating from 5 down to 1, zeros included; they add up to `count`. */
  reviews: { average: number | null; count: number; counts: RatingCount[]; items: Review[] };
  enrolled: boolean;
}

/** A registration with a professional body, as the instructor's page lists it. */
export interface Credential {
  body: string;
  number: string;
  /** Their entry in the body's register, when given. */
  link: string | null;
}

/** An instructor as their courses' pages show them: photo and short biography, linking to their page. */
export interface InstructorCard {
  id: number;
  name: string;
  slug: string;
  photo: string | null;
  short_bio: string | null;
  social_profiles: SocialProfile[];
}

/** An instructor's public page (GET /api/catalogue/instructors/:slug). */
export interface InstructorPage extends InstructorCard {
  /** Plain text; a blank line between paragraphs. */
  biography: string | null;
  credentials: Credential[];
  courses: CatalogueCourse[];
}

export interface PreviewLesson {
  id: number;
  title: string;
  content: string | null;
  video_url: string | null;
  /** The lesson has its own video or audio, played in the course player. */
  has_media: boolean;
  duration_minutes: number | null;
  topic_title: string | null;
  course: { id: number; title: string; slug: string };
}

export interface Bundle {
  id: number;
  title: string;
  slug: string;
  description: string | null;
  image: string | null;
  price: number;
  sale_price: number | null;
  course_ids: number[];
  courses_total: number;
  saving: number;
}

export interface BundleDetail extends Bundle {
  courses: CatalogueCourse[];
}

export interface Product {
  id: number;
  title: string;
  slug: string;
  regular_price: number;
  sale_price: number | null;
  short_description: string | null;
  featured_photo: string | null;
}

export interface ProductDetail extends Product {
  long_description: string | null;
}

/** What the basket takes (POST /api/basket/items). */
export type BasketKind = 'course' | 'bundle' | 'product' | 'certificate_level';
