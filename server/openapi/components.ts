// The OpenAPI components: generated from the contract's valibot schemas (shared/contract/), the
// same schemas the server validates bodies with and the widgets read answers with, so the document
// cannot say something else than the code. A schema that is not in the contract (the developer
// outbox, GraphQL's envelope) is the only one written here by hand.
import { toJsonSchemaDefs } from '@valibot/to-json-schema';
import {
  ForgotPasswordAnswerSchema,
  ForgotPasswordPayloadSchema,
  LoginPayloadSchema,
  RegisterPayloadSchema,
  ResetPasswordPayloadSchema,
  ChangePasswordPayloadSchema,
  ResetTokenCheckAnswerSchema,
  ResetTokenCheckPayloadSchema,
} from '../../shared/contract/auth';
import { DeleteAccountAnswerSchema, DeleteAccountPayloadSchema } from '../../shared/contract/account-data';
import { AddToCartPayloadSchema, CartItemSchema, CartSchema } from '../../shared/contract/cart';
import {
  CancelAnswerSchema,
  CancelQuoteSchema,
  RefundSchema,
  StaffRefundAnswerSchema,
  StaffRefundPayloadSchema,
} from '../../shared/contract/cancellation';
import { DevClockAnswerSchema, DevClockPayloadSchema } from '../../shared/contract/dev';
import { ErrorBodySchema } from '../../shared/contract/errors';
import { EventStockEntrySchema, EventStockSchema } from '../../shared/contract/event';
import {
  GiftCardAnswerSchema,
  GiftCardBalancePayloadSchema,
  GiftCardBalanceSchema,
  GiftCardOrderSchema,
  GiftCardPayloadSchema,
} from '../../shared/contract/gift-card';
import { CheckoutAnswerSchema, OrderSchema } from '../../shared/contract/order';
import { PaymentMethodSchema, WebhookPayloadSchema } from '../../shared/contract/payment';
import { CreateProfilePayloadSchema, ProfileSchema, UpdateProfilePayloadSchema } from '../../shared/contract/profile';
import { TicketSchema, UpdateUserPayloadSchema, UserEventSchema, UserSchema } from '../../shared/contract/user';
import { CartAnswersPayloadSchema, TicketAnswersPayloadSchema, TicketAnswersSchema } from '../../shared/contract/questions';
import { JoinWaitingListPayloadSchema, WaitingListEntrySchema } from '../../shared/contract/waiting-list';
import * as staff from '../../shared/contract/staff';

export type Schema = Record<string, unknown>;

/** Component name → contract schema. A schema used inside another becomes a $ref to its component. */
const CONTRACT = {
  Error: ErrorBodySchema,
  User: UserSchema,
  Profile: ProfileSchema,
  Ticket: TicketSchema,
  UserEvent: UserEventSchema,
  CartItem: CartItemSchema,
  Cart: CartSchema,
  Order: OrderSchema,
  CheckoutAnswer: CheckoutAnswerSchema,
  PaymentMethod: PaymentMethodSchema,
  EventStock: EventStockSchema,
  EventStockEntry: EventStockEntrySchema,
  GiftCardAnswer: GiftCardAnswerSchema,
  GiftCardOrder: GiftCardOrderSchema,
  GiftCardBalance: GiftCardBalanceSchema,
  ForgotPasswordAnswer: ForgotPasswordAnswerSchema,
  ResetTokenCheckAnswer: ResetTokenCheckAnswerSchema,
  WaitingListEntry: WaitingListEntrySchema,
  CancelQuote: CancelQuoteSchema,
  CancelAnswer: CancelAnswerSchema,
  Refund: RefundSchema,
  DeleteAccountAnswer: DeleteAccountAnswerSchema,
  TicketAnswers: TicketAnswersSchema,
  StaffRefundAnswer: StaffRefundAnswerSchema,
  StaffRefundPayload: StaffRefundPayloadSchema,
  DevClockAnswer: DevClockAnswerSchema,
  // request bodies
  LoginPayload: LoginPayloadSchema,
  RegisterPayload: RegisterPayloadSchema,
  ForgotPasswordPayload: ForgotPasswordPayloadSchema,
  ResetTokenCheckPayload: ResetTokenCheckPayloadSchema,
  ResetPasswordPayload: ResetPasswordPayloadSchema,
  ChangePasswordPayload: ChangePasswordPayloadSchema,
  DeleteAccountPayload: DeleteAccountPayloadSchema,
  UpdateUserPayload: UpdateUserPayloadSchema,
  CreateProfilePayload: CreateProfilePayloadSchema,
  UpdateProfilePayload: UpdateProfilePayloadSchema,
  AddToCartPayload: AddToCartPayloadSchema,
  CartAnswersPayload: CartAnswersPayloadSchema,
  TicketAnswersPayload: TicketAnswersPayloadSchema,
  GiftCardPayload: GiftCardPayloadSchema,
  GiftCardBalancePayload: GiftCardBalancePayloadSchema,
  WebhookPayload: WebhookPayloadSchema,
  JoinWaitingListPayload: JoinWaitingListPayloadSchema,
  DevClockPayload: DevClockPayloadSchema,
  // the staff back office (shared/contract/staff.ts)
  StaffEvent: staff.StaffEventSchema,
  ParticipantMedical: staff.ParticipantMedicalSchema,
  Participant: staff.ParticipantSchema,
  ParticipantList: staff.ParticipantListSchema,
  Trainer: staff.TrainerSchema,
  Feedback: staff.FeedbackSchema,
  PlacesAnswer: staff.PlacesAnswerSchema,
  StaffOrder: staff.StaffOrderSchema,
  StaffOrderDetail: staff.StaffOrderDetailSchema,
  AuditEntry: staff.AuditEntrySchema,
  AuditPage: staff.AuditPageSchema,
  CheckInPayload: staff.CheckInPayloadSchema,
  CreateTrainerPayload: staff.CreateTrainerPayloadSchema,
  FeedbackPayload: staff.FeedbackPayloadSchema,
  PlacesPayload: staff.PlacesPayloadSchema,
};

export type ComponentName = keyof typeof CONTRACT | 'Mail' | 'GraphQLResult';

const NAMES = new Map<unknown, ComponentName>(Object.entries(CONTRACT).map(([name, schema]) => [schema, name as ComponentName]));

/** The component a contract schema is documented as; a body schema must be one (CONTRACT above). */
export function componentOf(schema: unknown): ComponentName {
  const name = NAMES.get(schema);
  if (!name) throw new Error('A route body schema that is not an OpenAPI component: add it to CONTRACT in server/openapi/components.ts');
  return name;
}

const str: Schema = { type: 'string' };

export const SCHEMAS: Record<ComponentName, Schema> = {
  // OpenAPI 3.1 schemas are JSON Schema 2020-12. Bodies are described as clients send them ('input':
  // before trimming and other transforms); checks JSON Schema cannot express (a password confirmed,
  // a recipient required only for a gift) are left out, and the server answers them with a 422.
  ...(toJsonSchemaDefs(CONTRACT, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  }) as Record<keyof typeof CONTRACT, Schema>),
  Mail: {
    type: 'object',
    required: ['id', 'to', 'subject', 'text', 'html', 'links', 'created_at'],
    properties: {
      id: { type: 'integer' },
      to: str,
      subject: str,
      text: str,
      html: str,
      links: { type: 'array', items: str },
      created_at: { type: 'string', format: 'date-time' },
      attachments: {
        type: 'array',
        items: { type: 'object', properties: { filename: str, content_type: str, size: { type: 'integer' } } },
      },
      status: {
        enum: ['local', 'queued', 'sending', 'sent', 'failed'],
        description:
          'local: not sent (no SMTP_URL); queued (attempts so far, next_attempt_at), sending, sent (sent_at) or failed after the last retry',
      },
      attempts: { type: 'integer' },
      next_attempt_at: { type: ['string', 'null'], format: 'date-time' },
      sent_at: { type: ['string', 'null'], format: 'date-time' },
      last_error: { type: ['string', 'null'] },
    },
  },
  GraphQLResult: {
    type: 'object',
    properties: {
      data: { type: ['object', 'null'] },
      errors: { type: 'array', items: { type: 'object', required: ['message'], properties: { message: str } } },
    },
  },
};
