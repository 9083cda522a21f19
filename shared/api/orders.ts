// An order of the parent (the result pages after payment, spec §2 "Success and failed pages").
import * as v from 'valibot';
import { http, readData } from '../http';
import { OrderSchema, type Order } from '../contract/order';

/** GET /api/orders/{uuid}. */
export const getOrder = (uuid: string): Promise<Order> => readData(http().get(`orders/${encodeURIComponent(uuid)}`), OrderSchema);

/** GET /api/user/orders: the parent's own orders, newest first (the dashboard's list with receipts). */
export const getUserOrders = (): Promise<Order[]> => readData(http().get('user/orders'), v.array(OrderSchema));
