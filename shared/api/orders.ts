// An order of the parent (the result pages after payment, spec §2 "Success and failed pages").
import { http, readData } from '../http';
import { OrderSchema, type Order } from '../contract/order';

/** GET /api/orders/{uuid}. */
export const getOrder = (uuid: string): Promise<Order> => readData(http().get(`orders/${encodeURIComponent(uuid)}`), OrderSchema);
