import { defineElement } from '../../shared/element';
import { SportAccount } from './sport-account';

defineElement('sport-account', SportAccount);
