import { defineElement } from '../../shared/element';
import { SportOrder } from './sport-order';

// No attributes: the route (/order/{slug}/…, /succes, /failed) says what to show.
defineElement('sport-order', SportOrder);
