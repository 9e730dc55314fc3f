import { openDatabase } from "../app/server/db/connect.server.ts";

/** What the edits of a load run did. */
export interface EditsDone {
  edits: number;
  everySeconds: number;
}

/**
 * An operator at the desk during a load run (`npm run load -- --edit-every <s>`): every few seconds one published
 * clinic's phone number changes, written to the database as the admin's save writes it, which moves the data
 * version like any edit. Each edit picks another clinic, in turn through the published ones.
 */
export function startEdits(databaseUrl: string, everySeconds: number): { stop(): Promise<EditsDone> } {
  const { db, close } = openDatabase(databaseUrl);
  let edits = 0;
  let running: Promise<void> = Promise.resolve();
  let published: Promise<{ id: number }[]> | null = null;
  const edit = async () => {
    // Read once: the edits change phone numbers only, never which clinics are published.
    published ??= db.selectFrom("clinics").select("id").where("held", "=", 0).orderBy("id").execute();
    const clinics = await published;
    const target = clinics[edits % Math.max(1, clinics.length)];
    if (!target) return;
    const line = String(100 + (edits % 900)).padStart(4, "0");
    await db
      .updateTable("clinics")
      .set({ phone: `(512) 555-${line}`, updated_at: new Date().toISOString() })
      .where("id", "=", target.id)
      .execute();
    edits++;
  };
  const timer = setInterval(() => {
    running = running.then(edit, edit);
  }, everySeconds * 1000);
  return {
    async stop() {
      clearInterval(timer);
      await running.catch(() => undefined);
      await close();
      return { edits, everySeconds };
    },
  };
}
