ALTER TABLE "exam_records" DROP CONSTRAINT "exam_records_exam_id_exam_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_records" ADD CONSTRAINT "exam_records_exam_id_exam_sessions_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exam_sessions"("id") ON DELETE restrict ON UPDATE no action;