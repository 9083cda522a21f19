import { defineElement } from '../../shared/element';
import { declaration } from './declaration';
import { SportFaqItem } from './sport-faq-item';

defineElement(declaration, SportFaqItem);
