import { backupDatabase, restoreDatabase } from '../backup';
import { ConfigError, parseConfig } from '../config';

/** `npm run backup -- <file>` and `npm run restore -- <file>`, with the server's own settings. */
async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    process.stderr.write('Usage: npm run backup -- <file>   |   npm run restore -- <file>\n');
    process.exit(2);
  }
  const config = parseConfig();
  if (command === 'backup') await backupDatabase(config, file);
  else await restoreDatabase(config, file);
  process.stdout.write(
    `${command === 'backup' ? 'Backed up the database to' : 'Restored the database from'} ${file}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
