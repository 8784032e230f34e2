-- Issue 22, point 6: serve folds a player's waiting answers (confirmations of one game) into one
-- mail; each folded row records the Message-ID of the mail that carried it. NULL: the row went
-- out as a mail of its own (under its own message_id), or is not sent yet.
-- Numbered 0047 so it cannot clash with a migration written on another branch.
ALTER TABLE outbox ADD COLUMN sent_in TEXT;
