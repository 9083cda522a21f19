import { defineElement } from '../../shared/element';
import { declaration } from './declaration';
import { SportOrder } from './sport-order';

// No attributes: the route (/order/{slug}/…, /succes, /failed) says what to show.
defineElement(declaration, SportOrder);
