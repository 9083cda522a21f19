import { defineElement } from '../../shared/element';
import { declaration } from './declaration';
import { SportSlider } from './sport-slider';

defineElement(declaration, SportSlider);
