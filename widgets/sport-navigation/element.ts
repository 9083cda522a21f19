import { defineElement } from '../../shared/element';
import { declaration } from './declaration';
import { SportNavigation } from './sport-navigation';

defineElement(declaration, SportNavigation);
