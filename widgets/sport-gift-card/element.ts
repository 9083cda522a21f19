import { defineElement } from '../../shared/element';
import { declaration } from './declaration';
import { SportGiftCard } from './sport-gift-card';

// No attributes: the route (/cadeaubon, /summary, /succes, /mislukt) says what to show.
defineElement(declaration, SportGiftCard);
