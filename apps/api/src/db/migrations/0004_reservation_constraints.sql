-- Hand-written (drizzle-kit cannot express exclusion constraints): keep this file when squashing.
-- Safety by the database, whatever the concurrency:
--  * no two active bookings of one student overlap in time;
--  * no seat or booth holds two active bookings at overlapping times.
-- Bookings are inserted with ON CONFLICT DO NOTHING, so a refused insert answers no row instead of an error.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_student_no_overlap"
  EXCLUDE USING gist ("student_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" = 'active');
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_resource_no_overlap"
  EXCLUDE USING gist ("resource_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" = 'active' AND "resource_id" IS NOT NULL);
--> statement-breakpoint
-- The four facilities are part of the product (the portal's pages name them), not demo data.
INSERT INTO "reservation_facilities" ("id", "name", "kind", "rules_text", "daily_quota", "weekly_quota", "cutoff_time", "call_minutes", "step_minutes", "sort_order") VALUES
  ('computer', '컴퓨터실', 'slots', E'· 인터넷 강의 수강과 학습 자료 검색에만 이용할 수 있습니다.\n· 시작 10분이 지나도 오지 않으면 노쇼로 기록됩니다.\n· 하루 2교시, 일주일 8교시까지 예약할 수 있습니다.\n· 취소는 시작 전까지 할 수 있습니다.', 2, 8, NULL, NULL, NULL, 1),
  ('call', '전화', 'booths', E'· 통화는 한 번에 10분, 쉬는 시간에만 할 수 있습니다.\n· 부스는 자동으로 배정됩니다. 예약한 부스를 이용해 주세요.\n· 하루 2번, 일주일 10번까지 예약할 수 있습니다.', 2, 10, NULL, 10, 10, 2),
  ('eym', '운동', 'slots', E'· 운동복과 실내화를 꼭 챙겨 주세요.\n· 하루 1번, 일주일 5번까지 예약할 수 있습니다.\n· 시작 10분이 지나면 입장할 수 없습니다.', 1, 5, NULL, NULL, NULL, 3),
  ('study', '심야 자습', 'slots', E'· 23:00부터 01:00까지 심야 자습실에서 자습합니다.\n· 신청은 당일 16:30에 마감됩니다.\n· 휴대폰은 입실할 때 제출합니다.\n· 일주일 4번까지 신청할 수 있습니다.', 1, 4, '16:30', NULL, NULL, 4);
