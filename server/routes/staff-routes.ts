// Every route of the staff back office (access 'staff'), listed once for server/routes/index.ts.
import { STAFF_EVENT_ROUTES } from './staff';
import { STAFF_EXPORT_ROUTES } from './staff-exports';
import { STAFF_ORDER_ROUTES } from './staff-orders';
import { STAFF_REFUND_ROUTES } from './staff-refunds';
import { STAFF_TRAINER_ROUTES } from './staff-trainers';

export const STAFF_ROUTES = [
  ...STAFF_EVENT_ROUTES,
  ...STAFF_EXPORT_ROUTES,
  ...STAFF_TRAINER_ROUTES,
  ...STAFF_ORDER_ROUTES,
  ...STAFF_REFUND_ROUTES,
];
