import { defineElement } from '../../shared/element';
import { SportAccount } from './sport-account';

// footer="true" shows the CMS footer links inside the account area (see SportAccountProps).
defineElement('sport-account', SportAccount, { footer: 'boolean' });
