import { http, readData } from '../http';
import { PaymentMethodsSchema, type PaymentMethod } from '../contract/payment';

/** GET /api/payments/methods: what the payment page offers (beside the pay button). No login needed. */
export const getPaymentMethods = (): Promise<PaymentMethod[]> => readData(http().get('payments/methods'), PaymentMethodsSchema);
