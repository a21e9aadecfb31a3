import CourseEditPage from '../courseBuilder/CourseEditPage';
import type { CustomViews } from '../views/resourceViews';

/** The course edit page with its Topics, Lessons and Exam tabs; the other views stay generated. */
const views: CustomViews = { edit: CourseEditPage };
export default views;
