// Every route of the staff back office (access 'staff'), listed once for server/routes/index.ts.
import { STAFF_EVENT_ROUTES } from './staff';

export const STAFF_ROUTES = [...STAFF_EVENT_ROUTES];
