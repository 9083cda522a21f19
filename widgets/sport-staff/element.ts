import { defineElement } from '../../shared/element';
import { declaration } from './declaration';
import { SportStaff } from './sport-staff';

defineElement(declaration, SportStaff);
