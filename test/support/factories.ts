// The one set of test data of the component tests (contract shapes): users, profiles, events, carts.
import type { CartItem } from '../../shared/contract/cart';
import { ProfileSchema, type Profile } from '../../shared/contract/profile';
import type { UserEvent, User } from '../../shared/contract/user';
import type { CmsEvent } from '../../shared/cms/event';
import type { DashboardEvent } from '../../shared/cms/events-by-ids';
import type { OrderFlow } from '../../shared/cms/order-flow';

export const demoUser: User = {
  uuid: 'user-1',
  first_name: 'Anna',
  last_name: 'de Vries',
  full_name: 'Anna de Vries',
  email: 'anna@example.nl',
  phone: '0612345678',
};

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    uuid: 'child-1',
    first_name: 'Sem',
    last_name: 'de Vries',
    birthdate: '09-04-2016',
    gender: 'm',
    club: 'VV Utrecht',
    team: 'JO11-2',
    position: 'keeper',
    street: 'Dorpsstraat',
    house_number: '12',
    postal_code: '3511 AB',
    city: 'Utrecht',
    country: 'Nederland',
    needs_medical_attention: false,
    family_doctor: 'Dr. Jansen, Utrecht',
    additional_info: '',
    allergies: '',
    group_preference: '',
    contact_phone: '0612345678',
    no_club: false,
    complete: true,
    ...overrides,
  };
}

/** A child's details before anyone filled them in: every text field of the contract empty, gender unknown. */
const EMPTY_DETAILS: Partial<Profile> = {
  ...Object.fromEntries(
    Object.entries(ProfileSchema.entries)
      .filter(([field, schema]) => schema.type === 'string' && !['uuid', 'first_name', 'last_name'].includes(field))
      .map(([field]) => [field, '']),
  ),
  gender: 'u',
  needs_medical_attention: false,
  no_club: false,
  complete: false,
};

export const EVENT_UUID = 'de9a7b5e-52df-41d4-9474-cde4ad35960e';

export function event(extra: Partial<CmsEvent> = {}): CmsEvent {
  return {
    id: '101',
    external_id: EVENT_UUID,
    title: 'Voetbalkamp Zomer 2027',
    subtitle: 'Vijf dagen voetballen met echte trainers',
    slug: 'voetbalkamp-zomer-2027',
    url: '/evenementen/voetbalkamp-zomer-2027',
    startDate: '2027-07-19T09:00:00+02:00',
    endDate: '2027-07-23T16:00:00+02:00',
    location: 'Sportpark De Eendracht, Utrecht',
    participantsAge: '7 t/m 12 jaar',
    price: 189,
    free_shirt: false,
    initial_stock: 40,
    shirtTitle: 'Kampshirt 2027',
    shirtPrice: 24.95,
    shirtImage: [{ url: '/assets/img/shirt.svg' }],
    eventFinished: null,
    ended: false,
    image: null,
    ...extra,
  };
}

/** The CMS's upcoming camp as the account dashboard asks for it (eventsByExternalIds). */
export function dashboardEvent(extra: Partial<DashboardEvent> = {}): DashboardEvent {
  return {
    id: '101',
    external_id: 'ev-zomer',
    title: 'Voetbalkamp Zomer 2099',
    subtitle: null,
    slug: 'voetbalkamp-zomer-2099',
    startDate: '2099-07-19T09:00:00+02:00',
    endDate: '2099-07-23T16:00:00+02:00',
    location: 'Utrecht',
    eventFinished: null,
    photoAndVideoEnvironment: null,
    ...extra,
  };
}

/** A child with only a name (as created in order step 1): every other detail empty, not complete. */
export function profile(uuid: string, first_name: string, last_name: string, extra: Partial<Profile> = {}): Profile {
  return makeProfile({ uuid, first_name, last_name, ...EMPTY_DETAILS, ...extra });
}

/** Where a complete child lives and who its doctor is (spec §5 "Profile edit required"). */
export const homeDetails = {
  street: 'Lindenlaan',
  house_number: '12',
  postal_code: '3451 AB',
  city: 'Utrecht',
  country: 'Nederland',
  family_doctor: 'Huisartsenpraktijk De Linde',
};

export const completeDetails: Partial<Profile> = {
  birthdate: '14-03-2015',
  gender: 'm',
  club: 'VV De Meern',
  team: 'JO12-1',
  position: 'Middenvelder',
  ...homeDetails,
  contact_phone: '06 12345678',
  complete: true,
};

export const orderFlow: OrderFlow = {
  headerImage: {
    alt: 'Kinderen op het sportveld',
    sources: [375, 750, 1200, 1500, 1920, 2400].map((width) => ({ width, url: `/assets/img/header-order.svg?w=${width}` })),
  },
  textCards: [{ blockTitle: 'Zo werkt inschrijven', blockSubTitle: null, blockText: '<p>Kies de kinderen.</p>', underText: null }],
  textSucces: {
    blockTitle: 'Bedankt voor je inschrijving!',
    blockSubTitle: 'Je inschrijving is rond',
    blockText: '<p>We hebben je betaling ontvangen.</p>',
    underText: '<p>Tot op het veld!</p>',
  },
  textFailed: {
    blockTitle: 'De betaling is niet gelukt',
    blockSubTitle: null,
    blockText: '<p>Er is niets afgeschreven.</p>',
    underText: null,
  },
};

export function cartItem(profile_id: string, extra: Partial<CartItem> = {}): CartItem {
  return {
    product_id: EVENT_UUID,
    profile_id,
    with_shirt: false,
    free_shirt: false,
    shirt_size: 'none',
    price: '189.00',
    shirt_price: '0.00',
    ...extra,
  };
}

/** A ticket of this child for the event (GET /api/user/events). */
export function ticketFor(child: Profile, eventUuid = EVENT_UUID): UserEvent {
  return {
    uuid: eventUuid,
    tickets: [{ uuid: `ticket-${child.uuid}`, profile: child, feedback_text: null, trainer_name: null, trainer_photo: null }],
  };
}
