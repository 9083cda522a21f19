import { defineElement } from '../../shared/element';
import { declaration } from './declaration';
import { SportEventSignup } from './sport-event-signup';

defineElement(declaration, SportEventSignup);
