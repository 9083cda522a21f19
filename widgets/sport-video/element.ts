import { defineElement } from '../../shared/element';
import { declaration } from './declaration';
import { SportVideo } from './sport-video';

defineElement(declaration, SportVideo);
