CREATE TABLE bench_log (t_ms bigint, what text, class text, member text, at_ms bigint, until_ms bigint, since_ms bigint);
CREATE OR REPLACE FUNCTION bench_sends_log() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  INSERT INTO bench_log VALUES (talent_now_ms(), 'send.' || lower(TG_OP), NEW.class, NEW.member, NEW.at_ms, NULL, NULL);
  RETURN NEW;
END $f$;
CREATE OR REPLACE FUNCTION bench_waits_log() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  INSERT INTO bench_log VALUES (talent_now_ms(), 'wait.' || lower(TG_OP), NEW.class, NEW.member, NULL, NEW.until_ms, NEW.since_ms);
  RETURN NEW;
END $f$;
CREATE TRIGGER bench_sends AFTER INSERT OR UPDATE ON talent_sends FOR EACH ROW EXECUTE FUNCTION bench_sends_log();
CREATE TRIGGER bench_waits AFTER INSERT OR UPDATE ON talent_waits FOR EACH ROW EXECUTE FUNCTION bench_waits_log();
