import CourseCreatePage from '../courseBuilder/CourseCreatePage';
import CourseEditPage from '../courseBuilder/CourseEditPage';
import type { CustomViews } from '../views/resourceViews';

/**
 * The course edit page with its Topics, Lessons and Exam tabs, and the create page that becomes
 * that builder after Save; the other views stay generated.
 */
const views: CustomViews = { create: CourseCreatePage, edit: CourseEditPage };
export default views;
