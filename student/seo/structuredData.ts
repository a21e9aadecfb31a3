import type { CourseDetail, InstructorPage } from '../../src/contract/catalogueTypes';
import { shareImage } from '../../src/contract/imageVariants';
import type { BlogPost } from '../api/types';
import { excerpt } from '../lib/format';

/**
 * schema.org descriptions of the public pages, as JSON-LD for search engines
 * (https://schema.org, and Google's guidance on Course, BlogPosting and BreadcrumbList).
 * Addresses are absolute, made with the site's origin. Prices are in pounds, as the wire has them.
 */

const SITE = 'MindWell Academy';
const CONTEXT = 'https://schema.org';

const absolute = (origin: string, address: string): string => new URL(address, `${origin}/`).href;

export const organization = (origin: string) => ({
  '@type': 'Organization',
  name: SITE,
  url: absolute(origin, '/'),
  logo: absolute(origin, '/favicon.svg'),
});

/** The trail from the home page to this one: pairs of name and address. */
export const breadcrumbList = (origin: string, trail: readonly (readonly [string, string])[]) => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: [['Home', '/'] as const, ...trail].map(([name, path], index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    item: absolute(origin, path),
  })),
});

export const webSite = (origin: string) => ({
  '@context': CONTEXT,
  '@type': 'WebSite',
  name: SITE,
  url: absolute(origin, '/'),
  publisher: organization(origin),
});

/** What a buyer pays: the sale price when it is lower. */
const paid = (price: number, sale: number | null): number => (sale !== null && sale < price ? sale : price);

export function courseData(origin: string, course: CourseDetail) {
  const url = absolute(origin, `/courses/${course.slug}`);
  const { average, count } = course.reviews;
  const hours = course.duration_hours ?? (course.lesson_minutes > 0 ? course.lesson_minutes / 60 : null);
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    name: course.title,
    description: course.short_description ?? excerpt(course.description ?? '', 300),
    url,
    ...(course.thumbnail ? { image: absolute(origin, course.thumbnail) } : {}),
    inLanguage: 'en-GB',
    provider: organization(origin),
    ...(course.instructor
      ? {
          instructor: {
            '@type': 'Person',
            name: course.instructor.name,
            url: absolute(origin, `/instructors/${course.instructor.slug}`),
          },
        }
      : {}),
    ...(course.level ? { educationalLevel: course.level.title } : {}),
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: paid(course.price, course.sale_price).toFixed(2),
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
      url,
    },
    ...(average !== null && count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(average.toFixed(1)),
            ratingCount: count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      ...(hours ? { courseWorkload: `PT${Math.round(hours * 60)}M` } : {}),
    },
  };
}

export const blogPostingData = (origin: string, post: BlogPost) => ({
  '@context': CONTEXT,
  '@type': 'BlogPosting',
  headline: post.title,
  description: excerpt(post.content, 300),
  url: absolute(origin, `/blog/${post.id}`),
  mainEntityOfPage: absolute(origin, `/blog/${post.id}`),
  datePublished: post.created_at,
  ...(post.featured_img ? { image: absolute(origin, post.featured_img) } : {}),
  author: post.author_name ? { '@type': 'Person', name: post.author_name } : organization(origin),
  publisher: organization(origin),
  inLanguage: 'en-GB',
});

/** An instructor's page: who they are, their professional registrations and where else they are. */
export function personData(origin: string, instructor: InstructorPage) {
  const image = shareImage(instructor.photo);
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: instructor.name,
    url: absolute(origin, `/instructors/${instructor.slug}`),
    ...(image ? { image: absolute(origin, image) } : {}),
    ...(instructor.short_bio ? { description: instructor.short_bio } : {}),
    jobTitle: 'Instructor',
    worksFor: organization(origin),
    ...(instructor.credentials.length > 0
      ? {
          hasCredential: instructor.credentials.map((credential) => ({
            '@type': 'EducationalOccupationalCredential',
            credentialCategory: 'Professional registration',
            name: `${credential.body}: ${credential.number}`,
            identifier: credential.number,
            recognizedBy: { '@type': 'Organization', name: credential.body },
            ...(credential.link ? { url: credential.link } : {}),
          })),
        }
      : {}),
    sameAs: instructor.social_profiles.map((profile) => profile.link),
  };
}
