// A process that opens the embedded database in DATA_DIR and keeps it open until its stdin
// closes: the data-folder lock test starts two of these. Prints "open <pid>" once it holds it.
import { openDatabase } from "@/server/db/open";

try {
  const database = await openDatabase();
  console.log(`open ${process.pid}`);
  process.stdin.resume();
  process.stdin.on("end", () => void database.close().then(() => process.exit(0)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(3);
}
