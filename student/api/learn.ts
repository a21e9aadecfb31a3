import { publicEndpoints, studentEndpoints } from '../../src/contract/endpoints';
import { pathWith, request } from './client';
import type { CourseProgress } from '../../src/contract/progressTypes';
import type { Note, Paged } from './types';
import {
  type CheckResult,
  type LessonCheck,
  knowledgeCheckEndpoints,
} from '../../src/contract/knowledgeCheck';
import type { LessonMedia } from '../../src/contract/lessonMedia';

/** The course player's calls (docs/API.md "Learning"). */

export interface SyllabusLesson {
  id: number;
  title: string;
  topic_id: number | null;
  duration_minutes: number | null;
  is_preview: boolean;
  completed: boolean;
  /** When the lesson's topic opens for this student; null: no release schedule. */
  opens_at: string | null;
  /** Open now by the release schedule (a free preview always is). */
  released: boolean;
  /** The earlier lesson whose required knowledge check must be passed first. */
  held_by: { id: number; title: string } | null;
}

export interface SyllabusTopic {
  id: number | null;
  title: string;
  /** Days after enrolment the topic opens, a date it opens on, and when that is for this student. */
  opens_after_days: number | null;
  opens_on: string | null;
  opens_at: string | null;
  lessons: SyllabusLesson[];
}

export interface Syllabus {
  course: {
    id: number;
    title: string;
    slug: string;
    short_description: string | null;
    instructor_name: string | null;
  };
  signed_in: boolean;
  enrolled: boolean;
  paused_at: string | null;
  progress: CourseProgress;
  topics: SyllabusTopic[];
  resume_lesson_id: number | null;
  exam: { id: number } | null;
  certificate: { code: string; status: string } | null;
}

export type LessonVideo =
  | { kind: 'youtube' | 'vimeo'; src: string }
  | { kind: 'file'; src: string; type: string }
  | { kind: 'link'; src: string };

export interface Lesson {
  id: number;
  title: string;
  topic_id: number | null;
  topic_title: string | null;
  content: string;
  content_note: string | null;
  duration_minutes: number | null;
  is_preview: boolean;
  video: LessonVideo | null;
  /** The lesson's own video or audio, played from the lesson's own address. */
  media: LessonMedia | null;
  transcript: string | null;
  completed_at: string | null;
  knowledge_check: LessonCheck | null;
  resources: { id: number; title: string; description: string | null; url: string }[];
}

export interface SupportLine {
  id: number;
  title: string;
  contact: string;
  link: string | null;
  description: string | null;
}

export async function fetchSyllabus(slug: string, signal?: AbortSignal): Promise<Syllabus> {
  const { data } = await request<{ data: Syllabus }>(pathWith(studentEndpoints.learnCourse.path, { slug }), {
    signal,
  });
  return data;
}

export async function fetchLesson(slug: string, lessonId: number, signal?: AbortSignal): Promise<Lesson> {
  const { data } = await request<{ data: Lesson }>(
    pathWith(studentEndpoints.learnLesson.path, { slug, lessonId }),
    { signal },
  );
  return data;
}

export interface LessonCompleted {
  /** When the server recorded the completion (the first time, on a repeat). */
  completed_at: string;
  progress: CourseProgress;
  certificate: Syllabus['certificate'];
}

export async function markLessonComplete(slug: string, lessonId: number): Promise<LessonCompleted> {
  const { data } = await request<{ data: LessonCompleted }>(
    pathWith(studentEndpoints.completeLesson.path, { slug, lessonId }),
    { method: 'POST', body: {} },
  );
  return data;
}

/** Marks a lesson's knowledge check: every question with its right answer and explanation. */
export async function answerKnowledgeCheck(
  slug: string,
  lessonId: number,
  answers: Record<string, number>,
): Promise<CheckResult> {
  const { data } = await request<{ data: CheckResult }>(
    pathWith(knowledgeCheckEndpoints.check.path, { slug, lessonId }),
    { method: 'POST', body: { answers } },
  );
  return data;
}

export async function setCoursePaused(slug: string, paused: boolean): Promise<string | null> {
  const endpoint = paused ? studentEndpoints.pauseCourse : studentEndpoints.resumeCourse;
  const { data } = await request<{ data: { paused_at: string | null } }>(pathWith(endpoint.path, { slug }), {
    method: 'POST',
    body: {},
  });
  return data.paused_at;
}

export async function fetchSupportLines(signal?: AbortSignal): Promise<SupportLine[]> {
  const { data } = await request<{ data: SupportLine[] }>(studentEndpoints.supportLines.path, { signal });
  return data;
}

export async function fetchTopicNotes(topicId: number, signal?: AbortSignal): Promise<Paged<Note>> {
  const { data } = await request<{ data: Paged<Note> }>(publicEndpoints.getNotes.path, {
    query: { topic_id: topicId },
    signal,
  });
  return data;
}
