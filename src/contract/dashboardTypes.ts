/** The console's dashboard call (docs/API.md, "The console's dashboard"), as the server answers it. */
export const dashboardEndpoint = { method: 'GET', path: '/api/admin/dashboard' } as const;
/** One day of the sales chart: paid orders whose payment fell on that UTC day. */
export interface SalesDay {
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  sales_pence: number;
  orders: number;
}

/** The figures on the console's home. Money is integer pence, in GBP; days are UTC days. */
export interface DashboardFigures {
  /** When the figures were taken (ISO 8601, UTC). */
  as_of: string;
  sales_today_pence: number;
  sales_month_pence: number;
  /** Students (role 1) who joined this month. */
  new_students_month: number;
  /** Courses enrolled in this month, by any route: an order, a free course, an admin. */
  enrolments_month: number;
  pending_comments: number;
  pending_reviews: number;
  /** The last SALES_CHART_DAYS days, oldest first, today last; a day without sales is 0. */
  sales_by_day: SalesDay[];
}

/** How many days the sales chart covers. */
export const SALES_CHART_DAYS = 30;
