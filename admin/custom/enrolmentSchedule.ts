import { createHttpClient } from '../../src/api';
import { type EnrolmentSchedule, pacingEndpoints } from '../../src/contract/pacingEndpoints';

// Its own client: it asks for the admin token as the console's does, on its first call.
const http = createHttpClient();

/** One enrolment's release schedule, topic by topic. */
export const fetchEnrolmentSchedule = async (id: number | string) =>
  (
    await http.get<{ data: EnrolmentSchedule }>(
      pacingEndpoints.enrolmentSchedule.path.replace(':id', encodeURIComponent(String(id))),
    )
  ).data;
