-- Issue 26: several referees on one PostgreSQL database claim the outbox rows they send
-- (`claimed_by`, until `claimed_until`, unix ms). SQLite has one `serve` per file and never
-- claims; the columns keep the outbox's SQL the same on both databases.
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
ALTER TABLE outbox ADD COLUMN claimed_until INTEGER;
