import type { Kysely } from 'kysely';
import type { Database, DbOrTrx } from '../db/schema';

/**
 * The columns of the resource tables the public catalogue reads, typed (resources.config.ts
 * declares them; the record engine reaches them untyped). Money is integer pence.
 */
interface Stamped {
  id: number;
  created_at: string;
  updated_at: string;
}

export interface CourseRow extends Stamped {
  title: string;
  slug: string;
  short_description: string | null;
  description: string | null;
  course_category_id: number | null;
  course_level_id: number | null;
  instructor_id: number | null;
  tag_ids: string | null;
  price: number;
  sale_price: number | null;
  thumbnail: string | null;
  duration_hours: number | null;
  status: string;
  featured: number;
}

interface CatalogueTables {
  courses: CourseRow;
  course_categories: Stamped & { name: string; course_category_id: number | null };
  course_levels: Stamped & { title: string; level: number };
  course_tags: Stamped & { title: string };
  instructors: Stamped & {
    name: string;
    photo: string | null;
    short_bio: string | null;
    biography: string | null;
    /** JSON: `[{body, number, link}]`. */
    credentials: string | null;
  };
  social_profiles: Stamped & {
    title: string;
    icon: string | null;
    link: string;
    instructor_id: number | null;
  };
  reviews: Stamped & {
    rating: number;
    review: string;
    course_id: number;
    status: string;
    user_id: number | null;
  };
  /** Only the name, which reviews show shortened (reviewerName.ts). */
  users: Stamped & { name: string };
  topics: Stamped & {
    title: string;
    course_id: number;
    description: string | null;
    sort_order: number | null;
  };
  lessons: Stamped & {
    title: string;
    course_id: number;
    topic_id: number | null;
    content: string | null;
    video_url: string | null;
    media: string | null;
    duration_minutes: number | null;
    sort_order: number | null;
    is_preview: number;
  };
  awarding_bodies: Stamped & { title: string; logo: string | null; website_link: string | null };
  transcripts: Stamped & { type: string; price: number };
  certificate_levels: Stamped & {
    awarding_body_id: number;
    certificate_type_id: number;
    level: string;
    price: number;
  };
  bundles: Stamped & {
    title: string;
    slug: string;
    description: string | null;
    price: number;
    sale_price: number | null;
    image: string | null;
    status: string;
  };
  bundle_items: Stamped & { bundle_id: number; course_id: number; sort_order: number | null };
  products: Stamped & {
    title: string;
    slug: string;
    regular_price: number;
    sale_price: number | null;
    short_description: string | null;
    long_description: string | null;
    featured_photo: string | null;
  };
}

export type CatalogueDb = Kysely<CatalogueTables & Database>;

/** The same connection, typed for the catalogue's tables. */
export const catalogueDb = (db: DbOrTrx): CatalogueDb => db as unknown as CatalogueDb;

export const PUBLISHED = 'published';

/** Pence as the wire's pounds (docs/API.md). */
export const pounds = (pence: number | null | undefined): number | null =>
  pence === null || pence === undefined ? null : Number(pence) / 100;

/** What a buyer pays: the sale price when it is lower than the price. */
export const paidPence = (price: number, sale: number | null): number =>
  sale !== null && sale !== undefined && Number(sale) < Number(price) ? Number(sale) : Number(price);
