// The back office's trainers, orders, log and places screens (docs/rules.md "Back office"), for the
// <sport-staff> element's router: each takes the route's params.
import { Log } from './Log';
import { Orders } from './Orders';
import { Places } from './Places';
import { Trainers } from './Trainers';

export const MORE_SCREENS = { trainers: Trainers, orders: Orders, log: Log, places: Places };
