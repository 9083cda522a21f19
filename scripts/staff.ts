// `npm run staff -- add EMAIL | remove EMAIL | list`: staff accounts of the back office on the server's
// database (DATABASE, default data/shop.sqlite; BASE_URL for the link, default http://localhost:3000).
// add: the account becomes staff (created when new) and a one-time set-password link is printed
// (valid an hour); remove: back to parent, and every session of the account ends. Both are logged.
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../server/app-options';
import { openDatabase } from '../server/db/database';
import { addStaff, listStaff, removeStaff } from '../server/domain/staff/accounts';

const [command, email] = process.argv.slice(2);
const database = resolve(process.env.DATABASE ?? resolve(PROJECT_ROOT, 'data/shop.sqlite'));
const baseUrl = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const usage = 'Gebruik: npm run staff -- add E-MAILADRES | remove E-MAILADRES | list';

const db = openDatabase(database);
try {
  if (command === 'add' && email?.includes('@')) {
    const added = await addStaff(db, email, baseUrl, Date.now());
    console.log(`${added.email} is nu medewerker${added.created ? ' (nieuw account)' : ''}.`);
    console.log(
      added.link
        ? `Eenmalige link om een wachtwoord te kiezen (een uur geldig):\n${added.link}`
        : 'Er is minder dan een minuut geleden al een link gemaakt; die werkt nog. Probeer het over een minuut opnieuw voor een nieuwe.',
    );
  } else if (command === 'remove' && email) {
    if (removeStaff(db, email, Date.now())) console.log(`${email} is geen medewerker meer; de sessies van dit account zijn beëindigd.`);
    else {
      console.error(`${email} is geen medewerker.`);
      process.exitCode = 1;
    }
  } else if (command === 'list') {
    const staff = listStaff(db);
    if (staff.length === 0) console.log('Er zijn geen medewerkers.');
    for (const s of staff)
      console.log(
        `${s.email}\t${`${s.first_name} ${s.last_name}`.trim()}\t${s.last_seen_at ? new Date(s.last_seen_at).toISOString() : '-'}`,
      );
  } else {
    console.error(usage);
    process.exitCode = 1;
  }
} finally {
  db.close();
}
