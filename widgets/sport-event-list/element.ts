import { defineElement } from '../../shared/element';
import { declaration } from './declaration';
import { SportEventList } from './sport-event-list';

defineElement(declaration, SportEventList);
