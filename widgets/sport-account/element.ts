import { defineElement } from '../../shared/element';
import { declaration } from './declaration';
import { SportAccount } from './sport-account';

defineElement(declaration, SportAccount);
